export * from '../site/src/brand';
