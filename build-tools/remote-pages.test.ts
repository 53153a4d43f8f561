// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SITE_PAGES_FORMAT } from '@minibar/contracts';
import { PAGES_FORMAT } from './remote-pages';

describe("the pages a remote's build writes", () => {
  it('carry the format the site server reads (the build cannot import the contracts, so it states the number itself)', () => {
    expect(PAGES_FORMAT).toBe(SITE_PAGES_FORMAT);
  });
});
