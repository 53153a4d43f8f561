import { useEffect, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { button } from 'shared-ui';
import { adminApi } from './admin-api';
import * as css from './admin.css';

/** Used when the API cannot be asked: the spreadsheet site itself. */
const GENERIC_SPREADSHEET_URL = 'https://docs.google.com/spreadsheets/';

/**
 * Where driver sign-ups are saved, with a button that opens the spreadsheet in a new tab:
 * the configured spreadsheet, or the generic spreadsheet site when none is configured.
 * Shown to every visitor of the admin page, signed in or not.
 */
export function SpreadsheetLink() {
  const [url, setUrl] = useState<string | undefined>();

  useEffect(() => {
    let current = true;
    adminApi
      .spreadsheet()
      .then((answer) => current && setUrl(answer.url))
      .catch(() => current && setUrl(GENERIC_SPREADSHEET_URL));
    return () => {
      current = false;
    };
  }, []);

  return (
    <div className={`${css.notice} ${css.spreadsheet}`}>
      <p>Driver sign-ups are saved to a spreadsheet.</p>
      {url ? (
        <a className={button({ tone: 'brand', size: 'sm' })} href={url} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden size={18} /> Open spreadsheet
        </a>
      ) : null}
    </div>
  );
}
