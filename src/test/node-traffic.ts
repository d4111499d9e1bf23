import { vi } from 'vitest';
import type { Devnet } from '../../devnet/server';

/** One HTTP request the code under test made (algod or indexer), in the order they were made. */
export interface NodeRequest {
  method: string;
  /** The path and query, without the server's origin. */
  path: string;
  /** A copy of a binary body (the signed bytes of a submission). */
  body?: Uint8Array;
}

export interface NodeTraffic {
  readonly requests: NodeRequest[];
  /** The submissions (`POST /v2/transactions`) among `requests`. */
  submissions(): NodeRequest[];
  /**
   * From the moment the node has answered (or dropped) the next submission, the devnet answers
   * every algod and indexer request with a 500 (its `errorRate` knob at 1): the node took the
   * group, then every lookup of it fails. `lookupsWork()` ends it.
   */
  failLookupsAfterNextSubmission(): void;
  lookupsWork(): void;
  stop(): void;
}

const isSubmission = (request: NodeRequest) =>
  request.method === 'POST' && request.path.split('?')[0] === '/v2/transactions';

/**
 * Watches `fetch` (the pipeline's only way to the node) without changing any answer: it records
 * each request and can turn on the devnet's own fault knob at a moment no knob can name.
 */
export function watchNodeTraffic(devnet: Devnet): NodeTraffic {
  const requests: NodeRequest[] = [];
  let failAfterSubmission = false;
  const realFetch = globalThis.fetch;
  const spy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      const request: NodeRequest = {
        method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
        path: url.pathname + url.search,
      };
      const sent: unknown = init?.body;
      if (sent instanceof Uint8Array) request.body = Uint8Array.from(sent);
      requests.push(request);
      try {
        return await realFetch(input, init);
      } finally {
        if (failAfterSubmission && isSubmission(request)) {
          failAfterSubmission = false;
          devnet.setFaults({ errorRate: 1 });
        }
      }
    });
  return {
    requests,
    submissions: () => requests.filter(isSubmission),
    failLookupsAfterNextSubmission: () => {
      failAfterSubmission = true;
    },
    lookupsWork: () => {
      failAfterSubmission = false;
      devnet.setFaults({ errorRate: 0 });
    },
    stop: () => spy.mockRestore(),
  };
}
