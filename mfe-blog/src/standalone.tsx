import { renderStandalone } from 'shared-ui';
import BlogListPage from './routes/blog-list-page';
import BlogPostPage from './routes/blog-post-page';

renderStandalone({ '/': BlogListPage, '/blog': BlogListPage, '/blog/:slug': BlogPostPage });
