import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

/**
 * A route element rendered as the site server renders it: every lazily loaded part
 * resolved, nothing left as a fallback. For tests that check what the server HTML holds.
 */
export async function renderOnServer(page: ReactElement, location: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<StaticRouter location={location}>{page}</StaticRouter>, {
    // As the site server does: every boundary written in place, never outlined.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      errors.push(error);
    },
  });
  // A part that failed would be left to the browser: in a test that is a failure.
  if (errors.length) throw errors[0];
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The words of server HTML as a visitor reads them: tags, React's text separators and the common entities gone. */
export function visibleText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
