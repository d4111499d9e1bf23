// Pay-to values that arrive from a QR scan or a link (spec section 5).

/** Schemes a scanned or linked value may carry, longest first. Matched case-insensitively. */
export const LINK_SCHEMES = ['web+algorand', 'algorand'] as const;
export type LinkScheme = (typeof LINK_SCHEMES)[number];

const SCHEME_PREFIX = /^(web\+algorand|algorand):(?:\/\/)?/i;

/**
 * Splits a recognised `algorand://` or `web+algorand://` prefix (the `//` is optional, as in
 * `algorand:ADDR`) from the rest. Null when the text carries neither scheme.
 */
export function splitLinkScheme(text: string): { scheme: LinkScheme; rest: string } | null {
  const match = SCHEME_PREFIX.exec(text);
  if (!match) return null;
  return {
    scheme: match[1]!.toLowerCase() as LinkScheme,
    rest: text.slice(match[0].length),
  };
}

/**
 * Spec section 5: every character other than word characters and spaces is stripped from a
 * scanned or linked pay-to value. A recognised scheme prefix goes first, and with it the link's
 * query (`?amount=...`), which is not part of the address; outer whitespace is trimmed.
 */
export function sanitizePayTo(value: string): string {
  const trimmed = value.trim();
  const link = splitLinkScheme(trimmed);
  const address = link ? link.rest.split('?', 1)[0]! : trimmed;
  return address.replace(/[^\w\s]/g, '').trim();
}
