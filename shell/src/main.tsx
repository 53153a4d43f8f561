import '@minibar/ui/theme.css';
// React DOM's own start-up is tens of milliseconds of script on a phone. It runs in the
// entry's task, and the site's code in a later one, so neither holds the page for long: a
// visitor can scroll and type between them.
import 'react-dom/client';

await new Promise((resolve) => setTimeout(resolve, 0));
await import('./start');
