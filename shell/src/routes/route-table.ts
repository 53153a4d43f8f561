export * from '../../../shared-ui/site/src/page-manifest';
