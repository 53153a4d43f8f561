import { ConfigError, loadConfig } from './config';
import { createApp } from './app';
import { openStorage } from './storage';
import { createLogger } from '@minibar/http/logger';

/** The API alone (only /api): configuration, storage, then listen. The website's entry point is the shell's server. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const storage = await openStorage({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const { app, notifications, retention } = createApp({ config, storage, logger });
  const server = app.listen(config.port, config.host, (error?: Error) => {
    if (error) {
      logger.fatal({ err: error }, `Could not listen on port ${config.port}`);
      process.exit(1);
    }
    logger.info(`API listening on http://localhost:${config.port} (${storage.dialect})`);
  });
  const shutdown = () => {
    server.close(
      () =>
        void Promise.all([notifications?.stop(), retention?.stop()])
          .then(() => storage.close())
          .then(() => process.exit(0)),
    );
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void main();
