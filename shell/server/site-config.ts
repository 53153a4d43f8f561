import { defaultSiteConfig, type SiteConfig } from '../../../shared-ui/src/site-config';
import type { Config } from '../config';

/** The public site values (contact details, external links) with the configured overrides. */
export function getSiteConfigFor(config: Config): SiteConfig {
  return { ...defaultSiteConfig, ...config.site };
}
