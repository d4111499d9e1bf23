// What an imported file may ask of the key derivation. Every KDF parameter of a backup comes
// from the file itself, so a crafted (or simply foreign) file could otherwise make a phone spin
// for minutes, or run out of memory, before the password can even be checked. The caps are set
// at what a phone unlocks in about 5 seconds.
//
// Figures (hash-wasm Argon2id in Node 20 and WebCrypto PBKDF2-SHA256 on one core of these
// machines, an AMD EPYC server, unloaded; headless Chromium takes about as long in the worker
// as on the main thread, 0.5-1.6 s for the default while others' tests share the 2 cores):
//   Argon2id m=64 MiB t=3 p=1 (our default):  ~400 ms, i.e. ~2.1 ms per MiB per pass
//   Argon2id m=128 MiB t=3: ~780 ms; m=256 MiB t=3: ~1,580 ms (linear in memory x passes)
//   PBKDF2-SHA256 600,000 iterations (A-Wallet's AWEv1): ~115 ms; 2,000,000: ~375 ms
// A mid-range phone runs WebAssembly and SHA-256 roughly 4-5x slower than this core, so 5 s on
// a phone is ~1.0-1.25 s here:
//   - Argon2id work (memory x passes) at most 3x our default (64 MiB x 9 passes = 576 MiB
//     passes, ~1.2 s here, ~5 s on a phone; the default is ~1.6 s there);
//   - Argon2id memory at most 256 MiB: more does not fit in a phone tab's WebAssembly memory
//     reliably, whatever the pass count;
//   - Argon2 lanes are computed one after another in the browser, so parallelism does not change
//     the time and needs no cap beyond the format's sanity limit;
//   - PBKDF2 (AWEv1) at most 5,000,000 iterations (~1 s here, ~5 s on a phone; A-Wallet writes
//     600,000). CryptoJS backups use one MD5 pass (EVP_BytesToKey): a fixed, tiny cost.

export const KDF_CAP = Object.freeze({
  argon2MaxMemoryKiB: 256 * 1024,
  /** memoryKiB x iterations */
  argon2MaxWorkKiB: 64 * 1024 * 9,
  pbkdf2MaxIterations: 5_000_000,
});

/** True when an Argon2id cost is within what a phone opens in about 5 s. */
export function argon2WithinCap(cost: { memoryKiB: number; iterations: number }): boolean {
  return (
    cost.memoryKiB <= KDF_CAP.argon2MaxMemoryKiB &&
    cost.memoryKiB * cost.iterations <= KDF_CAP.argon2MaxWorkKiB
  );
}

export function pbkdf2WithinCap(iterations: number): boolean {
  return iterations <= KDF_CAP.pbkdf2MaxIterations;
}
