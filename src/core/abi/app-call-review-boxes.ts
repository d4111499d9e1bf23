import { encodeAddress } from 'algosdk';
import { bytesToHex } from '../encoding/hex';
import { utf8DecodeStrict } from '../encoding/utf8';
import type { BoxChange } from '../transactions/review';

// The boxes an app call wrote or deleted, as the review's "Technical details" lists them: names
// in a form a person can compare (issue 39). Pure: the boxes come from the simulation.

const ADDRESS_BYTES = 32;
/** C0 and C1 controls and DEL: a name holding them is binary, not text. */
const hasControl = (text: string) =>
  [...text].some((ch) => {
    const code = ch.codePointAt(0)!;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

function printable(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return undefined;
  try {
    const text = utf8DecodeStrict(bytes);
    return hasControl(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

/** A box name as shown, and the address in it when it holds one (the review names it). */
export interface BoxName {
  text: string;
  address?: string;
}

/**
 * A box name readably: its text when it is printable UTF-8, an address when it is 32 bytes, a
 * printable prefix and an address (an ARC-200 balance box is "b" and the holder), else hex.
 * Text is outside text: shown through OutsideText, which makes hidden characters visible.
 */
export function boxName(name: Uint8Array): BoxName {
  const text = printable(name);
  if (text !== undefined) return { text };
  if (name.length === ADDRESS_BYTES) {
    const address = encodeAddress(name);
    return { text: address, address };
  }
  if (name.length > ADDRESS_BYTES) {
    const prefix = printable(name.subarray(0, name.length - ADDRESS_BYTES));
    if (prefix !== undefined) {
      const address = encodeAddress(name.subarray(name.length - ADDRESS_BYTES));
      return { text: `${prefix} + ${address}`, address };
    }
  }
  return { text: `0x${bytesToHex(name)}` };
}

export interface BoxGroup {
  appId: bigint;
  deleted: boolean;
  names: BoxName[];
}

/** The boxes by app and by written or deleted: the called app's first, then in order seen. */
export function boxGroups(changes: readonly BoxChange[], calledApp: bigint): BoxGroup[] {
  const groups = new Map<string, BoxGroup>();
  const sorted = [
    ...changes.filter((c) => c.appId === calledApp),
    ...changes.filter((c) => c.appId !== calledApp),
  ];
  for (const change of sorted) {
    const id = `${change.appId.toString()}:${change.deleted ? 'd' : 'w'}`;
    const group = groups.get(id) ?? { appId: change.appId, deleted: change.deleted, names: [] };
    group.names.push(boxName(change.name));
    groups.set(id, group);
  }
  return [...groups.values()];
}
