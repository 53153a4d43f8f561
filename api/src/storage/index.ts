export { openStorage, databaseAnswers, type Storage } from './database';
export { SubmissionsRepository, type StoredSubmission, type NewSubmission } from './submissions-repository';
export type { SubmissionKind, SubmissionStatus } from './schema';
