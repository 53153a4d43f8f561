// The bench's comparison servers, run as their own process (PORT from the environment):
//   json           a bare Express 5 JSON endpoint: POST /api/contact → 201 { id: 'x' }
//   static <dir>   express.static over a folder (the saved server-rendered HTML)
import express from 'express';

const [mode, dir] = process.argv.slice(2);
const app = express();
app.disable('x-powered-by');

if (mode === 'json') {
  app.use(express.json());
  app.get('/ready', (_req, res) => res.json({ ok: true }));
  app.post('/api/contact', (_req, res) => res.status(201).json({ id: 'x' }));
} else if (mode === 'static' && dir) {
  app.use(express.static(dir));
} else {
  console.error('usage: fixture-server.mjs json | static <dir>');
  process.exit(2);
}

const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
