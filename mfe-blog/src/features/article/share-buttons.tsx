import { Share2 } from 'lucide-react';
import { layout, toast } from '@minibar/ui';
import type { PostSummary } from '../shared/posts/blog-post';
import { postPath } from '../shared/posts/post-paths';
import { shareArticle } from './share-article';
import { shareLinks } from './share-links';
import { NetworkIcon } from './share-icons';
import { useArticleUrl } from './use-article-url';
import * as css from './article.css';

/** Facebook, Twitter and LinkedIn share pages in a new tab, and the native share or copy-link button. */
export function ShareButtons({ post }: { post: PostSummary }) {
  const url = useArticleUrl(postPath(post.slug));

  const onShare = () => {
    shareArticle({ url, title: post.title, text: post.excerpt }).catch(() =>
      toast({ title: 'Could not share', description: url, variant: 'destructive' }),
    );
  };

  return (
    <div className={css.share}>
      <h2 className={css.shareTitle}>Share This Article</h2>
      <ul className={css.shareList}>
        {shareLinks(url, post.title).map(({ network, href }) => (
          <li key={network}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={css.shareButton}>
              <NetworkIcon network={network} />
              {network}
              <span className={layout.visuallyHidden}> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={css.shareButton} onClick={onShare}>
            <Share2 size={18} aria-hidden="true" />
            Share
          </button>
        </li>
      </ul>
    </div>
  );
}
