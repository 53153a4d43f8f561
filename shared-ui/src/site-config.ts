export * from '../site/src/site-config';
