import { confirmPositions as positionsOf } from '../../../core/accounts/mnemonic-challenge';

// Holder of a split's shares while the person writes them down: a ref-like slot, never React
// state or a mutation result, as the recovery phrase's holder. React learns only how many shares
// there are and the set id; the bytes are zeroed on close, logout or unmount.
export class SharesHolder {
  #shares: Uint8Array[] = [];
  #setId = 0;
  readonly #listeners = new Set<() => void>();

  /** Takes ownership of the shares (UTF-8 words) and wipes the previous ones. */
  replace(setId: number, shares: Uint8Array[]): void {
    this.#wipeBytes();
    this.#setId = setId;
    this.#shares = shares;
    this.#notify();
  }

  wipe(): void {
    if (this.#shares.length === 0) return;
    this.#wipeBytes();
    this.#notify();
  }

  #wipeBytes(): void {
    for (const share of this.#shares) share.fill(0);
    this.#shares = [];
  }

  // Arrow properties: React calls them unbound (useSyncExternalStore).
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly count = (): number => this.#shares.length;
  readonly setId = (): number => this.#setId;

  /** Share `index` (0-based) as text, decoded on demand for the DOM, a QR code or the clipboard. */
  text(index: number): string {
    const share = this.#shares[index];
    return share ? new TextDecoder().decode(share) : '';
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

/** Two distinct 1-based word positions of 26 to ask back, in order. */
export function confirmPositions(): [number, number] {
  return positionsOf(26);
}
