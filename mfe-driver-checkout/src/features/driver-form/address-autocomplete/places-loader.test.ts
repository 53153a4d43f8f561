import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPlacesKey } from './places-loader';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetching the Places key', () => {
  it('answers the configured key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ apiKey: ' key-1 ' }), { status: 200 })),
    );
    await expect(fetchPlacesKey()).resolves.toBe('key-1');
  });

  it('answers no key for an error status or an answer without a key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'down' }), { status: 503 })),
    );
    await expect(fetchPlacesKey()).resolves.toBe('');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ apiKey: 42 }), { status: 200 })),
    );
    await expect(fetchPlacesKey()).resolves.toBe('');
  });

  it('gives up after 2000 ms', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    vi.stubGlobal('fetch', fetchMock);
    let answer: string | undefined;
    void fetchPlacesKey().then((key) => (answer = key));
    await vi.advanceTimersByTimeAsync(1999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe('');
  });
});
