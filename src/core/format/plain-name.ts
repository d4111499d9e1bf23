import { plainText } from './outside-text';

// Names a person gave (contacts, accounts, wallets) are shown beside addresses in the review, so
// they must read as they are. Invisible format characters can make them lie: a right-to-left
// override (U+202E) makes the text after it read backwards, a zero-width space makes two
// equal-looking names differ. Such characters are removed where a name is written and again
// where it is shown (a name from an older backup or a version without this rule). Which
// characters those are is the one rule of outside-text.ts, which shows them in a dapp's text.

/** `name` without bidirectional overrides, zero-width spaces and other invisible controls. */
export function plainName(name: string): string {
  return plainText(name);
}
