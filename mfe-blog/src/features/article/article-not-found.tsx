import { FileQuestion } from 'lucide-react';
import { button, layout } from '@minibar/ui';
import { BackToBlogLink } from './back-to-blog-link';
import { messageIcon } from '../shared/message.css';
import * as css from './article.css';

/** What an unknown article slug shows. */
export function ArticleNotFound() {
  return (
    <section className={layout.section()} aria-labelledby="article-not-found-title">
      <div className={`${layout.container} ${css.notFound}`}>
        <FileQuestion size={56} aria-hidden="true" className={messageIcon} />
        <h1 id="article-not-found-title" className={css.title}>
          Article Not Found
        </h1>
        <p className={css.lead}>The article you're looking for doesn't exist or has been moved.</p>
        <BackToBlogLink className={button({ tone: 'brand' })} />
      </div>
    </section>
  );
}
