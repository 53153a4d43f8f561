import '@minibar/ui/theme.css';
import { nextTurn } from './start-up/next-turn';

// The site's code starts in three tasks, none of them long on a phone, so a visitor can
// scroll and type between them: this entry's modules are set up; then React DOM starts (tens
// of milliseconds of script, more with developer tools open, where each error object it makes
// at start-up records where it was made); then the site's code.
await nextTurn();
await import('react-dom/client');
await nextTurn();
await import('./start');
