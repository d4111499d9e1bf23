// How a new wallet's first account is made. Only the email account is made by the new-wallet
// form itself (its key needs the email and account password typed there); the others open the
// existing new-account pages once the wallet is open, so their flows (the recovery-phrase
// challenge, the import form) exist once.

export const FIRST_ACCOUNT_CHOICES = ['email', 'phrase', 'import', 'none'] as const;
export type FirstAccountChoice = (typeof FIRST_ACCOUNT_CHOICES)[number];

export function isFirstAccountChoice(value: string): value is FirstAccountChoice {
  return (FIRST_ACCOUNT_CHOICES as readonly string[]).includes(value);
}

/**
 * Where the new wallet opens for a choice made after creation. Plain paths: features do not
 * import each other, and these are the new-account page's public `?mode=` URLs.
 */
export const AFTER_CREATE_PATH: Record<Exclude<FirstAccountChoice, 'email'>, string> = {
  phrase: '/new-account?mode=basic',
  import: '/new-account?mode=import',
  none: '/accounts',
};
