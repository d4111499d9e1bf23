// The page states of /new-account (spec section 4) as the `mode` search parameter, so back and
// forward move between them. Only the mode goes into the URL, never what was typed.

export const NEW_ACCOUNT_MODES = [
  'basic',
  'vanity',
  'import',
  'watch',
  'multisig',
  'shares',
] as const;
export type NewAccountMode = (typeof NEW_ACCOUNT_MODES)[number];

/** null is the chooser ("new" in the spec), also for unknown values. */
export function parseNewAccountMode(value: string | null): NewAccountMode | null {
  return (NEW_ACCOUNT_MODES as readonly (string | null)[]).includes(value)
    ? (value as NewAccountMode)
    : null;
}

export function newAccountModePath(mode: NewAccountMode): string {
  return `/new-account?mode=${mode}`;
}

export const NEW_ACCOUNT_PATH = '/new-account';
