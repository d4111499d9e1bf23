import { logout, sessionStore } from '../session/session';

// The HTTP helper of spec section 7: Accept-Language from the chosen language, form posts,
// typed errors. A 401 ends the session (section 4) so no secret outlives an expired login.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const UNAUTHENTICATED_MESSAGE = 'Session timeout - unauthenticated';
export const UNAUTHORIZED_POST_MESSAGE = '401 Unauthorized, authentication is needed';
export const GENERIC_HTTP_MESSAGE = 'Error occurred, please try again later';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as form data unless `body` is given (spec section 7). */
  form?: Record<string, string>;
  body?: BodyInit;
  language?: string;
  signal?: AbortSignal;
  /** Parses a successful body instead of response.json() (e.g. a bigint-aware JSON reader). */
  parse?: (text: string) => unknown;
}

/** Reads the error messages from a `{ errors: { field: [messages] } }` or `{ detail }` body. */
export function errorMessagesFromBody(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  if (record.errors && typeof record.errors === 'object') {
    return Object.values(record.errors as Record<string, unknown>)
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .filter((v): v is string => typeof v === 'string');
  }
  for (const key of ['detail', 'message', 'title']) {
    if (typeof record[key] === 'string') return [record[key]];
  }
  return [];
}

export async function request<T>(url: string, options: RequestOptions = {}): Promise<T | false> {
  const method = options.method ?? (options.form || options.body ? 'POST' : 'GET');
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.language) headers['Accept-Language'] = options.language;
  let body = options.body;
  if (!body && options.form) body = new URLSearchParams(options.form);
  const response = await fetch(url, { method, headers, body, signal: options.signal });

  if (response.status === 204) return false;
  if (response.ok) {
    const type = response.headers.get('content-type') ?? '';
    if (options.parse) return options.parse(await response.text()) as T;
    return (type.includes('json') ? await response.json() : await response.text()) as T;
  }
  const payload: unknown = await response.json().catch(() => null);
  const details = errorMessagesFromBody(payload);
  if (response.status === 401) {
    if (sessionStore.getState().status === 'open') logout('unauthorized');
    throw new HttpError(
      401,
      method === 'POST' && details.length === 0
        ? UNAUTHORIZED_POST_MESSAGE
        : UNAUTHENTICATED_MESSAGE,
      details,
    );
  }
  throw new HttpError(response.status, details[0] ?? GENERIC_HTTP_MESSAGE, details);
}
