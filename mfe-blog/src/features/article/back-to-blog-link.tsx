import { ArrowLeft } from 'lucide-react';
import { Link } from '@minibar/ui';
import { BLOG_PATH } from '../shared/posts/post-paths';
import * as css from './article.css';

export function BackToBlogLink({ className = css.backLink }: { className?: string }) {
  return (
    <Link to={BLOG_PATH} className={className}>
      <ArrowLeft size={18} aria-hidden="true" />
      Back to Blog
    </Link>
  );
}
