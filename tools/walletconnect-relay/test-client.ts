import { isRequest, isResponse, parseJson, stringifyJson, type JsonRpcResponse } from './json-rpc';
import { connectWebSocket, type WebSocketPeer } from './websocket';

// A bare JSON-RPC client of the relay for protocol-level tests: it sends what core sends and
// records the relay's irn_subscription pushes.

export interface Push {
  id: number;
  subscriptionId: string;
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
}

export interface RawRelayClient {
  peer: WebSocketPeer;
  /** Sends a request and resolves with the whole response (result or error). */
  call(method: string, params: unknown, id?: number | string): Promise<JsonRpcResponse>;
  /** Sends raw text (e.g. a request with a 19-digit id) and resolves with the raw answer. */
  callRaw(text: string): Promise<string>;
  pushes: Push[];
  /** Resolves once `count` pushes arrived in total. */
  waitForPushes(count: number): Promise<Push[]>;
  close(): void;
}

/** An unsigned JWT carrying `iss`, enough for the relay to tell clients apart. */
export function fakeAuthToken(iss: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'test', aud: 'x' })}.sig`;
}

export async function connectRawClient(
  relayUrl: string,
  clientId: string,
  options: { acknowledge?: boolean } = {},
): Promise<RawRelayClient> {
  const query = new URLSearchParams({ auth: fakeAuthToken(clientId), projectId: 'test' });
  const peer = await connectWebSocket(`${relayUrl}/?${query.toString()}`);
  const waiting = new Map<string, (text: string) => void>();
  const pushes: Push[] = [];
  const pushWaiters: (() => void)[] = [];
  let nextId = 1;

  peer.onMessage((text) => {
    const payload = parseJson(text);
    if (isResponse(payload)) {
      waiting.get(String(payload.id))?.(text);
      waiting.delete(String(payload.id));
      return;
    }
    if (isRequest(payload) && payload.method === 'irn_subscription') {
      const params = payload.params as {
        id: string;
        data: { topic: string; message: string; publishedAt: number; tag: number };
      };
      pushes.push({ id: Number(payload.id), subscriptionId: params.id, ...params.data });
      if (options.acknowledge !== false) {
        peer.send(stringifyJson({ id: payload.id, jsonrpc: '2.0', result: true }));
      }
      for (const waiter of pushWaiters.splice(0)) waiter();
    }
  });

  function callRaw(text: string): Promise<string> {
    const payload = parseJson(text) as { id: number | string };
    return new Promise((resolve) => {
      waiting.set(String(payload.id), resolve);
      peer.send(text);
    });
  }

  return {
    peer,
    pushes,
    callRaw,
    call: async (method, params, id = nextId++) =>
      parseJson(
        await callRaw(stringifyJson({ id, jsonrpc: '2.0', method, params })),
      ) as JsonRpcResponse,
    waitForPushes: async (count) => {
      while (pushes.length < count) {
        await new Promise<void>((resolve) => pushWaiters.push(resolve));
      }
      return pushes;
    },
    close: () => peer.close(),
  };
}
