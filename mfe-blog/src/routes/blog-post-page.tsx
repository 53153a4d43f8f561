import { articleTitle, layout, StaticPart, useLocation, usePageMeta, useParams } from '@minibar/ui';
import { ArticleBody } from '../features/article/article-body';
import { ArticleHeader } from '../features/article/article-header';
import { ArticleNotFound } from '../features/article/article-not-found';
import { RelatedArticles } from '../features/article/related-articles';
import { ShareButtons } from '../features/article/share-buttons';
import * as css from '../features/article/article.css';
import { PostImage } from '../features/shared/post-card/post-image';
import { findPostBySlug } from '../features/shared/posts/posts';

/** /blog/:slug: one article, or Article Not Found for an unknown slug. */
export default function BlogPostPage() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  const post = findPostBySlug(slug);

  // The server's HTML for crawlers builds the same title from blog-meta.json.
  usePageMeta(pathname, post ? { title: articleTitle(pathname, post.title), description: post.excerpt, image: post.imageUrl } : null);

  if (!post) return <ArticleNotFound />;
  return (
    <>
      <section className={layout.section()} aria-labelledby="article-title">
        <article className={`${layout.container} ${css.column}`}>
          <StaticPart>
            <ArticleHeader post={post} />
          </StaticPart>
          <PostImage name={post.image} className={css.heroImage} />
          <StaticPart>
            <ArticleBody html={post.content} />
          </StaticPart>
          <ShareButtons post={post} />
        </article>
      </section>
      <StaticPart>
        <RelatedArticles post={post} />
      </StaticPart>
    </>
  );
}
