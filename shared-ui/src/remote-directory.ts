export * from '../site/src/remote-directory';
