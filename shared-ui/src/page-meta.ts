export * from '../site/src/page-meta';
