import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson, postJson } from './api-client';

function answer(body: string, init: ResponseInit) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, init)),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('postJson', () => {
  it('sends JSON and returns the parsed answer', async () => {
    answer('{"id":"42"}', { status: 201 });
    await expect(postJson('/api/contact', { name: 'A' })).resolves.toEqual({ id: '42' });
    const [path, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(path).toBe('/api/contact');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"name":"A"}');
  });

  it('treats an unparsable success body as success', async () => {
    answer('<html>ok</html>', { status: 200 });
    await expect(postJson('/api/contact', {})).resolves.toBeUndefined();
  });

  it("throws the server's message and field errors", async () => {
    answer('{"message":"Email is required","fieldErrors":{"email":["Email is required"]}}', { status: 400, statusText: 'Bad Request' });
    const error = await postJson('/api/contact', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Email is required');
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Email is required'] });
  });

  it('falls back to the status line when the body has no message', async () => {
    answer('gateway down', { status: 502, statusText: 'Bad Gateway' });
    const error = (await postJson('/api/contact', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toBe('Submission failed with status: 502 Bad Gateway');
  });
});

describe('getJson', () => {
  it('reports a server error as status and status text', async () => {
    answer('boom', { status: 503, statusText: 'Service Unavailable' });
    await expect(getJson('/api/health')).rejects.toThrow('503: Service Unavailable');
  });

  it('reports a client error as status and body text', async () => {
    answer('{"message":"Not found"}', { status: 404, statusText: 'Not Found' });
    await expect(getJson('/api/nothing')).rejects.toThrow('404: {"message":"Not found"}');
  });
});
