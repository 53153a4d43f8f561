import type { Config } from './config';
import type { NotificationWorker } from './notifications/notification-worker';
import type { AdminQueries, OutboxRepository, Storage, SubmissionsRepository } from './storage';

/** What route modules receive: the configuration and the repositories. */
export interface AppContext {
  config: Config;
  storage: Storage;
  submissions: SubmissionsRepository;
  outbox: OutboxRepository;
  adminQueries: AdminQueries;
  /** The outbox worker; undefined when email is not configured (or not started yet). */
  notifications?: NotificationWorker | undefined;
}
