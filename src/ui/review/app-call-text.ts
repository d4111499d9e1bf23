import type { AbiValue } from '../../core/abi/decode-call';
import { bytesToHex } from '../../core/encoding/hex';

// An ABI value as one line of text (tuples and arrays nested in brackets), shown through
// OutsideText, so a hostile string is drawn with markers and a long one is cut with "Show more".

/** Longest text built from one value: a deep or long value is cut here, then by OutsideText. */
const MAX_TEXT = 64 * 1024;

export interface ValueWords {
  yes: string;
  no: string;
  /** "#31 (USDC)": an asset id with its unit name when known. */
  asset: (id: bigint) => string;
  app: (id: bigint) => string;
  transaction: (groupIndex: number) => string;
}

function ufixed(value: bigint, precision: number): string {
  if (precision === 0) return value.toString();
  const digits = value.toString().padStart(precision + 1, '0');
  return `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

export function valueText(value: AbiValue, words: ValueWords): string {
  let text: string;
  switch (value.kind) {
    case 'uint':
      text = value.value.toString();
      break;
    case 'ufixed':
      text = ufixed(value.value, value.precision);
      break;
    case 'bool':
      text = value.value ? words.yes : words.no;
      break;
    case 'byte':
      text = value.value.toString();
      break;
    case 'address':
      text = value.value;
      break;
    case 'account':
      text = value.address;
      break;
    case 'string':
      text = value.value;
      break;
    case 'bytes':
      text = `0x${bytesToHex(value.value)}`;
      break;
    case 'asset':
      text = words.asset(value.id);
      break;
    case 'application':
      text = words.app(value.id);
      break;
    case 'transaction':
      text = words.transaction(value.groupIndex);
      break;
    case 'array':
    case 'tuple': {
      const [open, close] = value.kind === 'array' ? ['[', ']'] : ['(', ')'];
      const parts: string[] = [];
      let length = 0;
      for (const item of value.items) {
        const part = valueText(item, words);
        parts.push(part);
        length += part.length + 2;
        if (length > MAX_TEXT) break;
      }
      text = `${open}${parts.join(', ')}${close}`;
    }
  }
  return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
}

/** An address shown with its name (a contact, an own account) rather than as text. */
export const addressOf = (value: AbiValue): string | undefined =>
  value.kind === 'address' ? value.value : value.kind === 'account' ? value.address : undefined;
