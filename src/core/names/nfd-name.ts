// NFD (.algo) names as NFDomains mints them: a root `name.algo` or one segment
// `segment.name.algo`, each label 1 to 27 of a-z and 0-9. Anything else is never sent to the API,
// so a typed name cannot smuggle a path, a query or another host into the request URL.

const LABEL = '[a-z0-9]{1,27}';
const NFD_NAME = new RegExp(`^(?:${LABEL}\\.)?${LABEL}\\.algo$`);
/** The longest valid name: two 27-character labels, two dots and `algo`. */
export const NFD_NAME_MAX_LENGTH = 27 + 1 + 27 + '.algo'.length;

/**
 * Whether a receiver field's text is meant as a name rather than an address: it ends in `.algo`
 * (any case, spaces around ignored). Such text is resolved or refused as a name, never read as
 * an address; an address (58 base32 capitals) can never end this way.
 */
export const isNfdNameInput = (text: string): boolean => /\.algo$/i.test(text.trim());

/** A valid name in the form NFD stores it (trimmed, lowercase), or null. */
export function parseNfdName(text: string): string | null {
  const name = text.trim().toLowerCase();
  if (name.length > NFD_NAME_MAX_LENGTH) return null;
  return NFD_NAME.test(name) ? name : null;
}

/** Whether `name` is already a valid name exactly as NFD writes it (used on API answers). */
export const isNfdName = (name: string): boolean =>
  name.length <= NFD_NAME_MAX_LENGTH && NFD_NAME.test(name);
