import { describe, expect, it } from 'vitest';
import { loadSiteServerConfig, SiteConfigError } from './config';

describe('site server configuration', () => {
  it('serves the built site from the repository with the API in the same process by default', () => {
    const config = loadSiteServerConfig({});
    expect(config.port).toBe(8080);
    expect(config.apiOrigin).toBeUndefined();
    expect(config.serverRender).toBe(true);
    expect(config.remotes).toEqual({ file: undefined, urls: {} });
  });

  it('stops with a message naming the variable that is wrong', () => {
    expect(() => loadSiteServerConfig({ API_ORIGIN: 'not a url' })).toThrow(SiteConfigError);
    expect(() => loadSiteServerConfig({ API_ORIGIN: 'ftp://api.example.com' })).toThrow(/API_ORIGIN/);
    expect(() => loadSiteServerConfig({ SERVER_RENDER: 'maybe' })).toThrow(/SERVER_RENDER/);
    expect(() => loadSiteServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads the API origin, remote URLs and public values', () => {
    const config = loadSiteServerConfig({
      API_ORIGIN: 'https://api.example.com/',
      REMOTE_URL_BLOG: 'https://cdn.example.net/blog/remoteEntry.js',
      SITE_EMAIL: 'team@example.org',
    });
    expect(config.apiOrigin).toBe('https://api.example.com');
    expect(config.remotes.urls).toEqual({ blog: 'https://cdn.example.net/blog/remoteEntry.js' });
    expect(config.site).toEqual({ email: 'team@example.org' });
  });
});
