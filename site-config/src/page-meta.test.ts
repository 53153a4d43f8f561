import { describe, expect, it } from 'vitest';
import { metaForPath } from './page-meta';

describe('page meta', () => {
  it('prefixes every title with the brand', () => {
    expect(metaForPath('/').title).toBe('Minibar | Transform Your Space Into a Smart Convenience Store');
    expect(metaForPath('/hotel-signup').title).toBe('Minibar | Hotel Solutions');
  });

  it('gives both driver routes the driver title', () => {
    expect(metaForPath('/uber-signup')).toEqual(metaForPath('/drivers'));
    expect(metaForPath('/drivers').title).toBe('Minibar | Uber Driver Signup');
  });

  it('gives any article the blog post title', () => {
    expect(metaForPath('/blog/anything-at-all').title).toBe('Minibar | Blog Post');
  });

  it('keeps the home meta for /cleaner-signup and unknown paths, but not /cleaning-partner', () => {
    expect(metaForPath('/cleaner-signup')).toEqual(metaForPath('/'));
    expect(metaForPath('/no-such-page')).toEqual(metaForPath('/'));
    expect(metaForPath('/cleaning-partner').title).toBe('Minibar | Cleaner Partner Program');
  });
});
