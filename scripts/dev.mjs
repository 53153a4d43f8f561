// Every dev server (shell, four remotes) and the site server with the API in watch mode, with one command.
import './require-node.mjs';
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    {
      name: 'site',
      command: 'npm run dev:server -w shell',
      env: {
        PORT: '8080',
        SERVER_RENDER: 'off',
        ADMIN_COOKIE_INSECURE: '1',
        REMOTE_URL_MARKETING: 'http://localhost:5101/remoteEntry.js',
        REMOTE_URL_BLOG: 'http://localhost:5102/remoteEntry.js',
        REMOTE_URL_DRIVER_CHECKOUT: 'http://localhost:5103/remoteEntry.js',
        REMOTE_URL_PARTNER_FORMS: 'http://localhost:5104/remoteEntry.js',
        REMOTE_URL_ADMIN: 'http://localhost:5105/remoteEntry.js',
      },
    },
    { name: 'marketing', command: 'npm run dev -w mfe-marketing' },
    { name: 'blog', command: 'npm run dev -w mfe-blog' },
    { name: 'driver', command: 'npm run dev -w mfe-driver-checkout' },
    { name: 'partner', command: 'npm run dev -w mfe-partner-forms' },
    { name: 'admin', command: 'npm run dev -w mfe-admin' },
    { name: 'shell', command: 'npm run dev -w shell' },
  ],
  { prefixColors: ['blue', 'green', 'magenta', 'cyan', 'yellow', 'white'], killOthers: ['failure'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
console.log('Open http://localhost:5100 (shell dev server; site server and API on :8080).');
