import type { Config } from './config';
import type { Storage, SubmissionsRepository } from './storage';

/** What route modules receive: the configuration and the repositories. */
export interface AppContext {
  config: Config;
  storage: Storage;
  submissions: SubmissionsRepository;
}
