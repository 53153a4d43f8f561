import { describe, expect, it } from 'vitest';
import { formatPostDate } from './format-date';

describe('post dates', () => {
  it('prints the calendar day of the ISO date', () => {
    expect(formatPostDate('2025-03-18')).toBe('March 18, 2025');
    expect(formatPostDate('2025-01-01')).toBe('January 1, 2025');
  });

  it('returns a malformed date unchanged', () => {
    expect(formatPostDate('soon')).toBe('soon');
  });
});
