export { BRAND, pageTitle } from './brand';
export { remoteDirectory, remoteNames, type RemoteName, type RemotePlace } from './remote-directory';
export {
  NOT_FOUND,
  PageTable,
  knownPages,
  currentPageTable,
  pageEntryFor,
  isNotFound,
  canonicalPath,
  standaloneRoutes,
  type PageEntry,
  type RemotePage,
  type PageText,
} from './page-manifest';
export { metaForPath, articleTitle, type PageMeta } from './page-meta';
export { getSiteConfig, defaultSiteConfig, telHref, type SiteConfig } from './site-config';
