// Holder of a generated account's secret key while the user backs it up. It lives in a ref-like
// slot of the page, never in React state; React sees only the (public) address through
// subscribe/getAddress. The key is wiped when replaced, saved or when the page is left.
import { encodeAddress, secretKeyToMnemonic } from 'algosdk';
import { encodeSecretKey } from '../../core/accounts/stored-account';

export class AccountSecret {
  #secretKey: Uint8Array | null = null;
  #address: string | null = null;
  readonly #listeners = new Set<() => void>();

  /** Takes ownership of a 64-byte key (seed || public key) and wipes the previous one. */
  replace(secretKey: Uint8Array): string {
    this.#secretKey?.fill(0);
    this.#secretKey = secretKey;
    this.#address = encodeAddress(secretKey.subarray(32));
    this.#notify();
    return this.#address;
  }

  wipe(): void {
    if (!this.#secretKey) return;
    this.#secretKey.fill(0);
    this.#secretKey = null;
    this.#address = null;
    this.#notify();
  }

  // Arrow properties: React calls them unbound (useSyncExternalStore).
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getAddress = (): string | null => this.#address;

  /** The 25-word phrase, computed on demand so no copy of it is kept here. */
  mnemonic(): string {
    return secretKeyToMnemonic(this.#require());
  }

  /** The key in the stored-account encoding, for the single save call. */
  encoded(): string {
    return encodeSecretKey(this.#require());
  }

  #require(): Uint8Array {
    if (!this.#secretKey) throw new Error('No account has been generated');
    return this.#secretKey;
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
