// Names a person gave (contacts, accounts, wallets) are shown beside addresses in the review, so
// they must read as they are. Invisible format characters can make them lie: a right-to-left
// override (U+202E) makes the text after it read backwards, a zero-width space makes two
// equal-looking names differ. Such characters are removed where a name is written and again
// where it is shown (a name from an older backup or a version without this rule).

// Unicode format (Cf) and control (Cc) characters, except the zero-width joiner and non-joiner:
// emoji sequences and Persian or Indic words need those, and neither can reorder text.
const INVISIBLE = /(?![\u200C\u200D])[\p{Cf}\p{Cc}]/gu;

/** `name` without bidirectional overrides, zero-width spaces and other invisible controls. */
export function plainName(name: string): string {
  return name.replace(INVISIBLE, '');
}
