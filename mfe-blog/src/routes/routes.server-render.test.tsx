// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { findPostBySlug } from '../features/shared/posts/posts';
import BlogListPage from './blog-list-page';
import BlogPostPage from './blog-post-page';

/** Every route element renders with react-dom/server (no browser globals in render). */
function renderOnServer(location: string): string {
  return renderToString(
    <StaticRouter location={location}>
      <Routes>
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage />} />
      </Routes>
    </StaticRouter>,
  );
}

describe('server rendering', () => {
  it('renders the list, filtered from the URL query', () => {
    const html = renderOnServer('/blog?category=Rideshare');
    expect(html).toContain('Contactless Shopping: A New Income Stream for Rideshare Drivers');
    expect(html).not.toContain('Setting Up Your Minibar');
  });

  it('renders an article with its trusted body as stored', () => {
    const post = findPostBySlug('setting-up-minibar-guide')!;
    const html = renderOnServer(`/blog/${post.slug}`);
    expect(html).toContain(post.content);
    expect(html).toContain('Related Articles');
  });

  it('renders Article Not Found for an unknown slug', () => {
    expect(renderOnServer('/blog/%3Cnot-a-post%3E')).toContain('Article Not Found');
  });
});
