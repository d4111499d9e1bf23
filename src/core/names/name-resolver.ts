import type { NameResolution } from './nfd-answers';

/**
 * What a receiver field needs of the NFD API (issue 26): a typed .algo name to the address it
 * pays. The infra client implements it; the shared receiver field (ui) sees only this, so it
 * never reaches the network itself.
 */
export interface NameResolver {
  /** What the text names; `invalid-name` without asking when it is not a valid .algo name. */
  resolve(text: string, signal?: AbortSignal): Promise<NameResolution>;
}
