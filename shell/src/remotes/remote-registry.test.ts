import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRemoteUrls } from './remote-registry';

afterEach(() => vi.restoreAllMocks());

describe('parseRemoteUrls', () => {
  it('resolves each remote URL against the page', () => {
    const urls = parseRemoteUrls(
      {
        marketing: '/remotes/marketing/remoteEntry.js',
        blog: 'https://cdn.example.com/blog/remoteEntry.js',
        driverCheckout: '/remotes/driver-checkout/remoteEntry.js',
        partnerForms: '/remotes/partner-forms/remoteEntry.js',
      },
      'https://site.example.com/drivers',
    );
    expect(urls.marketing).toBe('https://site.example.com/remotes/marketing/remoteEntry.js');
    expect(urls.blog).toBe('https://cdn.example.com/blog/remoteEntry.js');
  });

  it('reports a malformed file once and registers nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseRemoteUrls(['not', 'an', 'object'], 'https://site.example.com/')).toEqual({});
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('skips a remote without a URL and keeps the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const urls = parseRemoteUrls({ marketing: '/m/remoteEntry.js', blog: 42 }, 'https://site.example.com/');
    expect(Object.keys(urls)).toEqual(['marketing']);
    expect(error).toHaveBeenCalled();
  });
});
