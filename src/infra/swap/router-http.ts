// Routers are third parties: their answers are untrusted (zod at the call sites), a slow one
// must not hang the page, and a 401 from them is about their key, never the wallet's session.

export const ROUTER_TIMEOUT_MS = 15_000;

export class RouterError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RouterError';
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error', 'errors', 'detail']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 300);
  }
  return undefined;
}

/** JSON from a router, or a RouterError with the router's own message when it gave one. */
export async function routerJson(
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
  signal?: AbortSignal,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(ROUTER_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { Accept: 'application/json', ...init.headers },
      body: init.body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      // The router learns nothing about the page the user came from.
      referrerPolicy: 'no-referrer',
      credentials: 'omit',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new RouterError(timeout.aborted ? 'timeout' : 'unreachable');
  }
  // The wait covers the body too: a router that sends its headers and then stalls timed out,
  // it did not answer "not JSON"; the caller's own abort is passed on as before.
  const body: unknown = await response.json().catch((error: unknown) => {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new RouterError('timeout');
    return undefined;
  });
  if (!response.ok)
    throw new RouterError(messageOf(body) ?? `HTTP ${response.status}`, response.status);
  if (body === undefined) throw new RouterError('not JSON', response.status);
  return body;
}

/** A router's answer through its schema; anything else (even a throwing transform) is refused. */
export function parseAnswer<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  answer: unknown,
): T {
  try {
    const parsed = schema.safeParse(answer);
    if (parsed.success) return parsed.data;
  } catch {
    // A transform met bytes it cannot read.
  }
  throw new RouterError('unexpected answer');
}
