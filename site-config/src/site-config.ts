/**
 * Values the operator configures (contact details, external links). The server writes them
 * into the page as JSON in `<script id="site-config">`; the browser reads that once and keeps
 * it in `globalThis.__SITE_CONFIG__` (the server renderer sets that global directly). A value
 * not configured is empty, and the controls that need it are not shown: no link ever points
 * at an example address.
 */
export interface SiteConfig {
  email: string;
  phone: string;
  signupUrl: string;
  videoUrl: string;
  social: { facebook: string; instagram: string; linkedin: string };
}

export const defaultSiteConfig: SiteConfig = {
  email: '',
  phone: '',
  signupUrl: '',
  videoUrl: '',
  social: { facebook: '', instagram: '', linkedin: '' },
};

/** A phone number as a tel: link's target: '+' and digits. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

declare global {
  var __SITE_CONFIG__: Partial<SiteConfig> | undefined;
}

/** The server writes the configured values into the page as JSON in #site-config. */
function readFromPage(): Partial<SiteConfig> {
  if (typeof document === 'undefined') return {};
  try {
    return JSON.parse(document.getElementById('site-config')?.textContent ?? '{}') as Partial<SiteConfig>;
  } catch {
    return {};
  }
}

export function getSiteConfig(): SiteConfig {
  globalThis.__SITE_CONFIG__ ??= readFromPage();
  const configured = globalThis.__SITE_CONFIG__;
  return { ...defaultSiteConfig, ...configured, social: { ...defaultSiteConfig.social, ...configured.social } };
}
