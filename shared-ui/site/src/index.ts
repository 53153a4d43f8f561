export { BRAND, pageTitle } from './brand';
export { remoteDirectory, remoteNames, type RemoteName, type RemotePlace } from './remote-directory';
export { pageManifest, pageEntryFor, isNotFound, canonicalPath, standaloneRoutes, type PageEntry, type PageText } from './page-manifest';
export { metaForPath, homeMeta, articleTitle, sitemapPaths, type PageMeta } from './page-meta';
export { getSiteConfig, defaultSiteConfig, type SiteConfig } from './site-config';
