// JSON-RPC framing shared by the relay stand-in and its tests. WalletConnect clients use
// 19-digit request ids (getBigIntRpcId), more than a double holds, and match responses by
// exact id: such numbers are kept as their digits and written back verbatim.

const BIG_NUMBER_MARK = '__long_integer__:';
// A bare integer of 16+ digits in value position (after ':' or '[' or ','), as safe-json does.
const BIG_NUMBER = /([[:,]\s*)(-?\d{16,})(\s*[,}\]])/g;
const MARKED_NUMBER = new RegExp(`"${BIG_NUMBER_MARK}(-?\\d+)"`, 'g');

export type JsonRpcId = number | string;

export interface JsonRpcRequest {
  id: JsonRpcId;
  jsonrpc: '2.0';
  method: string;
  params?: unknown;
}

export interface JsonRpcResponse {
  id: JsonRpcId;
  jsonrpc: '2.0';
  result?: unknown;
  error?: { code: number; message: string };
}

/** Parses JSON, keeping integers too long for a double as exact marked strings. */
export function parseJson(text: string): unknown {
  // Applied twice because adjacent matches share their delimiter ("[1...,2...]").
  const marked = text.replace(BIG_NUMBER, `$1"${BIG_NUMBER_MARK}$2"$3`);
  return JSON.parse(marked.replace(BIG_NUMBER, `$1"${BIG_NUMBER_MARK}$2"$3`));
}

/** Serialises JSON, writing marked long integers back as plain digits. */
export function stringifyJson(value: unknown): string {
  return JSON.stringify(value).replace(MARKED_NUMBER, '$1');
}

export function isRequest(value: unknown): value is JsonRpcRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { id, method } = value as Record<string, unknown>;
  return (typeof id === 'number' || typeof id === 'string') && typeof method === 'string';
}

export function isResponse(value: unknown): value is JsonRpcResponse {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (typeof record.id === 'number' || typeof record.id === 'string') &&
    !('method' in record) &&
    ('result' in record || 'error' in record)
  );
}
