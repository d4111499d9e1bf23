import { createHash } from 'node:crypto';
import algosdk from 'algosdk';

/**
 * A valid address with the same first 4 and last 4 characters as `address`: the first 3 key
 * bytes are kept, the rest tried until the checksum's last 18 bits (the last 4 characters)
 * agree, as an address-poisoning attacker does (about 2^18 hashes). The tries are SHA-512 of
 * the address and a counter, so one address always gets the same look-alike, as fast. It has no known key: a
 * test that needs the look-alike to *send* makes it the other way round (a fresh key, and the
 * look-alike of its address as the one the victim paid).
 */
export function lookAlikeOf(address: string): string {
  const key = algosdk.decodeAddress(address).publicKey;
  const tail = (k: Uint8Array) =>
    createHash('sha512-256').update(k).digest().subarray(-3).readUIntBE(0, 3) & 0x3ffff;
  const want = tail(key);
  for (let n = 0; ; n++) {
    const candidate = new Uint8Array(32);
    candidate.set(key.subarray(0, 3));
    candidate.set(createHash('sha512').update(`${address}:${n}`).digest().subarray(0, 29), 3);
    if (tail(candidate) !== want) continue;
    const found = algosdk.encodeAddress(candidate);
    if (found !== address && found.slice(0, 4) === address.slice(0, 4)) return found;
  }
}
