/**
 * Values the operator configures (contact details, external links). The server
 * writes them into the page as `window.__SITE_CONFIG__`; the defaults are harmless.
 */
export interface SiteConfig {
  email: string;
  phone: string;
  signupUrl: string;
  videoUrl: string;
  social: { facebook: string; instagram: string; linkedin: string };
}

export const defaultSiteConfig: SiteConfig = {
  email: 'hello@example.com',
  phone: '+1 (555) 010-0199',
  signupUrl: 'https://app.example.com/signup',
  videoUrl: 'https://video.example.com/embed/how-it-works',
  social: {
    facebook: 'https://facebook.com/example',
    instagram: 'https://instagram.com/example',
    linkedin: 'https://linkedin.com/company/example',
  },
};

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
  return { ...defaultSiteConfig, ...globalThis.__SITE_CONFIG__ };
}
