import { describe, expect, it } from 'vitest';
import { loadSiteServerConfig, SiteConfigError } from './config';
import { unconfiguredSiteSettings } from './site-config';

describe('site server configuration', () => {
  it('serves the built site from the repository with the API in the same process by default', () => {
    const config = loadSiteServerConfig({});
    expect(config.port).toBe(8080);
    expect(config.apiOrigin).toBeUndefined();
    expect(config.serverRender).toBe(true);
    expect(config.remotes).toEqual({ file: undefined, urls: {}, allowedOrigins: [] });
    expect(config.publicOrigin).toBe('http://localhost:8080');
    expect(config.render).toEqual({ workers: 2, maxConcurrent: 8, deadlineMs: 4000 });
  });

  it('stops with a message naming the variable that is wrong', () => {
    expect(() => loadSiteServerConfig({ API_ORIGIN: 'not a url' })).toThrow(SiteConfigError);
    expect(() => loadSiteServerConfig({ API_ORIGIN: 'ftp://api.example.com' })).toThrow(/API_ORIGIN/);
    expect(() => loadSiteServerConfig({ SERVER_RENDER: 'maybe' })).toThrow(/SERVER_RENDER/);
    expect(() => loadSiteServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadSiteServerConfig({ PUBLIC_ORIGIN: 'shop.example.com' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadSiteServerConfig({ SITE_VIDEO_URL: 'http://video.example.com/embed' })).toThrow(/SITE_VIDEO_URL/);
    expect(() => loadSiteServerConfig({ REMOTE_ORIGINS: 'https://cdn.example.com/path' })).toThrow(/REMOTE_ORIGINS/);
    expect(() => loadSiteServerConfig({ RENDER_MAX_CONCURRENT: '0' })).toThrow(/RENDER_MAX_CONCURRENT/);
    expect(() => loadSiteServerConfig({ RATE_LIMIT_PAGE_MAX: 'lots' })).toThrow(/RATE_LIMIT_PAGE_MAX/);
  });

  it('refuses a remote served over plain http or from an origin not in REMOTE_ORIGINS', () => {
    expect(() => loadSiteServerConfig({ REMOTE_URL_BLOG: 'http://cdn.example.net/blog/remoteEntry.js' })).toThrow(
      /REMOTE_URL_BLOG: .* must use https:/,
    );
    expect(() => loadSiteServerConfig({ REMOTE_URL_MARKETING: 'https://cdn.example.net/m/remoteEntry.js' })).toThrow(
      /REMOTE_URL_MARKETING: .* not in REMOTE_ORIGINS/,
    );
    expect(() => loadSiteServerConfig({ REMOTE_URL_BLOG: '//cdn.example.net/blog/remoteEntry.js' })).toThrow(/REMOTE_URL_BLOG/);
  });

  it("refuses a remote's manifest in place of its remoteEntry.js", () => {
    expect(() => loadSiteServerConfig({ REMOTE_URL_BLOG: '/remotes/blog/mf-manifest.json' })).toThrow(
      /REMOTE_URL_BLOG: .* is not the URL of its remoteEntry\.js/,
    );
  });

  it('accepts remotes on this site, on loopback, on the public origin and on the listed origins', () => {
    const config = loadSiteServerConfig({
      PUBLIC_ORIGIN: 'https://www.example.com',
      REMOTE_ORIGINS: 'https://cdn.example.net, https://blog.example.org',
      REMOTE_URL_MARKETING: '/remotes/marketing/remoteEntry.js',
      REMOTE_URL_BLOG: 'https://blog.example.org/v3/remoteEntry.js',
      REMOTE_URL_DRIVER_CHECKOUT: 'http://127.0.0.1:5001/remoteEntry.js',
      REMOTE_URL_PARTNER_FORMS: 'https://www.example.com/forms/remoteEntry.js',
    });
    expect(config.remotes.allowedOrigins).toEqual(['https://cdn.example.net', 'https://blog.example.org']);
    expect(Object.keys(config.remotes.urls)).toHaveLength(4);
  });

  it('reads the API origin, remote URLs and public values', () => {
    const config = loadSiteServerConfig({
      API_ORIGIN: 'https://api.example.com/',
      REMOTE_URL_BLOG: 'https://cdn.example.net/blog/remoteEntry.js',
      REMOTE_ORIGINS: 'https://cdn.example.net',
      SITE_EMAIL: 'team@example.org',
      SITE_LINKEDIN_URL: 'https://linkedin.com/company/minibar',
    });
    expect(config.apiOrigin).toBe('https://api.example.com');
    expect(config.remotes.urls).toEqual({ blog: 'https://cdn.example.net/blog/remoteEntry.js' });
    expect(config.site).toEqual({ email: 'team@example.org', social: { linkedin: 'https://linkedin.com/company/minibar' } });
  });

  it('names, in one warning, each site setting not configured and what the site leaves out without it', () => {
    expect(
      unconfiguredSiteSettings(loadSiteServerConfig({ SITE_EMAIL: 'team@example.org', SITE_SIGNUP_URL: 'https://app.minibar.test/signup' })),
    ).toBe(
      'Site settings not configured, so the site leaves out what they show: SITE_PHONE (the contact phone number), ' +
        'SITE_VIDEO_URL (the how-it-works video), SITE_FACEBOOK_URL (the Facebook link), SITE_INSTAGRAM_URL (the Instagram link), ' +
        'SITE_LINKEDIN_URL (the LinkedIn link)',
    );
    const everySetting = {
      SITE_EMAIL: 'team@example.org',
      SITE_PHONE: '+1 202 555 0143',
      SITE_SIGNUP_URL: 'https://app.minibar.test/signup',
      SITE_VIDEO_URL: 'https://video.minibar.test/embed/1',
      SITE_FACEBOOK_URL: 'https://facebook.com/minibar',
      SITE_INSTAGRAM_URL: 'https://instagram.com/minibar',
      SITE_LINKEDIN_URL: 'https://linkedin.com/company/minibar',
    };
    expect(unconfiguredSiteSettings(loadSiteServerConfig(everySetting))).toBeUndefined();
    expect(() => loadSiteServerConfig({ SITE_FACEBOOK_URL: 'http://facebook.com/minibar' })).toThrow(/SITE_FACEBOOK_URL/);
  });
});
