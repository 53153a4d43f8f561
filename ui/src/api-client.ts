/** A refused or failed call: the server's message and field errors when it sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly serverMessage: string | undefined,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(serverMessage ?? `Submission failed with status: ${status} ${statusText}`.trim());
    this.name = 'ApiError';
  }
}

function readErrorBody(text: string): { message?: string; fieldErrors?: Record<string, string[]> } {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { message, fieldErrors } = body as Record<string, unknown>;
      return {
        ...(typeof message === 'string' && message ? { message } : {}),
        ...(fieldErrors && typeof fieldErrors === 'object' ? { fieldErrors: fieldErrors as Record<string, string[]> } : {}),
      };
    }
  } catch {
    // Not JSON: the caller falls back to the status line.
  }
  return {};
}

/**
 * POST a JSON body. A non-OK answer throws ApiError with the body's
 * message when there is one; an OK answer's body is optional and may be unparsable.
 */
export async function postJson<T = unknown>(path: string, body: unknown, init: RequestInit = {}): Promise<T | undefined> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    ...init,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers },
    body: JSON.stringify(body),
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const { message, fieldErrors } = readErrorBody(text);
    throw new ApiError(response.status, response.statusText, message, fieldErrors);
  }
  try {
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** GET a JSON body with cookies; a failure throws "status: statusText" for a 5xx, else "status: body". */
export async function getJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { credentials: 'include', ...init, headers: { Accept: 'application/json', ...init.headers } });
  if (!response.ok) {
    if (response.status >= 500) throw new Error(`${response.status}: ${response.statusText}`);
    throw new Error(`${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}
