import type { ParsedShare } from '../../core/backup/shamir-shares';

/** The entered shares' bytes, private to this object (not inspectable as React state). */
export class ShareList {
  #shares: ParsedShare[] = [];
  push(share: ParsedShare): void {
    this.#shares.push(share);
  }
  remove(index: number): void {
    this.#shares.splice(index, 1)[0]?.bytes.fill(0);
  }
  all(): readonly ParsedShare[] {
    return this.#shares;
  }
  wipe(): void {
    for (const share of this.#shares) share.bytes.fill(0);
    this.#shares = [];
  }
}

/** An expected address matches when it is the start of the restored one (4+ characters). */
export function matcher(expected: string): ((address: string) => boolean) | undefined {
  const start = expected.trim().toUpperCase();
  return start.length >= 4 ? (address) => address.startsWith(start) : undefined;
}
