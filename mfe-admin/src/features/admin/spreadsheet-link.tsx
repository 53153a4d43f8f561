import { useEffect, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { button } from '@minibar/ui';
import { adminApi, AdminApiError } from './admin-api';

/**
 * The team's spreadsheet, opened in a new tab: for signed-in staff, and only when one is
 * configured. Sign-ups themselves are stored in the database and shown on the dashboard.
 */
export function SpreadsheetLink({ onSessionEnded }: { onSessionEnded: () => void }) {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    adminApi
      .spreadsheet()
      .then((answer) => current && setUrl(answer.url))
      .catch((caught: unknown) => current && caught instanceof AdminApiError && caught.status === 401 && onSessionEnded());
    return () => {
      current = false;
    };
  }, [onSessionEnded]);

  if (!url) return null;
  return (
    <a className={button({ tone: 'outline', size: 'sm' })} href={url} target="_blank" rel="noopener noreferrer">
      <ExternalLink aria-hidden size={18} /> Open spreadsheet
    </a>
  );
}
