import { defaultSiteConfig, type SiteConfig } from 'shared-ui-site';
import type { SiteServerConfig } from './config';

/** The public site values (contact details, external links) with the configured overrides. */
export function getSiteConfigFor(config: SiteServerConfig): SiteConfig {
  return { ...defaultSiteConfig, ...config.site };
}
