export { openStorage, databaseAnswers, type Storage } from './database';
export { SubmissionsRepository, type StoredSubmission, type NewSubmission } from './submissions-repository';
export { OutboxRepository, type ClaimedNotification, type FailedAttempt } from './outbox-repository';
export { AdminQueries, type AdminSubmission, type SubmissionPageQuery } from './admin-queries';
export type { SubmissionKind, SubmissionStatus, OutboxStatus, OutboxEvent } from './schema';
export { AdminSessionsRepository, type StoredAdminSession } from './admin-sessions-repository';
