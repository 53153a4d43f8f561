import { renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToday } from './calendar-day';

describe('useToday', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives today's date as US English writes it, with its ISO form and year", () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 23, 9, 30) });
    expect(renderHook(() => useToday()).result.current).toEqual({ iso: '2026-11-23', label: 'November 23, 2026', year: 2026 });
  });

  it('writes every day of the year as the browser does', () => {
    const reference = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 30 }), (offset) => {
        const day = new Date(2020, 0, 1 + offset, 12);
        vi.useFakeTimers({ now: day });
        return renderHook(() => useToday()).result.current.label === reference.format(day);
      }),
      { numRuns: 200 },
    );
  });
});
