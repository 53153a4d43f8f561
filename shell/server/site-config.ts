import { defaultSiteConfig, type SiteConfig } from '@minibar/site-config';
import type { SiteServerConfig } from './config';

/** The public site values (contact details, external links) as configured; a value not configured is empty. */
export function getSiteConfigFor(config: SiteServerConfig): SiteConfig {
  return { ...defaultSiteConfig, ...config.site, social: { ...defaultSiteConfig.social, ...config.site.social } };
}

/** Each site setting and what a visitor misses while it is not configured. */
const SITE_SETTINGS: Array<{ variable: string; isSet: (site: SiteConfig) => boolean; shows: string }> = [
  { variable: 'SITE_EMAIL', isSet: (site) => Boolean(site.email), shows: 'the contact email' },
  { variable: 'SITE_PHONE', isSet: (site) => Boolean(site.phone), shows: 'the contact phone number' },
  { variable: 'SITE_SIGNUP_URL', isSet: (site) => Boolean(site.signupUrl), shows: '"Get Started" and "Sign in"' },
  { variable: 'SITE_VIDEO_URL', isSet: (site) => Boolean(site.videoUrl), shows: 'the how-it-works video' },
  { variable: 'SITE_FACEBOOK_URL', isSet: (site) => Boolean(site.social.facebook), shows: 'the Facebook link' },
  { variable: 'SITE_INSTAGRAM_URL', isSet: (site) => Boolean(site.social.instagram), shows: 'the Instagram link' },
  { variable: 'SITE_LINKEDIN_URL', isSet: (site) => Boolean(site.social.linkedin), shows: 'the LinkedIn link' },
];

/**
 * The one warning to log at start naming each site setting not configured and what the site
 * leaves out without it; undefined when every one is set.
 */
export function unconfiguredSiteSettings(config: SiteServerConfig): string | undefined {
  const site = getSiteConfigFor(config);
  const missing = SITE_SETTINGS.filter((setting) => !setting.isSet(site));
  if (missing.length === 0) return undefined;
  return `Site settings not configured, so the site leaves out what they show: ${missing.map((setting) => `${setting.variable} (${setting.shows})`).join(', ')}`;
}
