/** The payload contracts, shared by the API routes and the remotes' forms, and the offer they all tell. */
export * from './fields';
export * from './contact';
export * from './host-application';
export * from './hotel-application';
export * from './cleaner-application';
export * from './driver-signup';
export * from './offer';
export * from './number-format';
export * from './starter-kit';
export * from './endpoints';
export * from './forms';
export * from './form-contracts';
export * from './admin';
export * from './site-pages';
