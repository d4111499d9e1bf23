import type { SignDataItem } from '../../core/arc60/sign-data-request';

// A Sign-In's fields beyond account and domain, in the order a person reads them, as text.
// Times are shown in the person's language and zone, with the dapp's own text beside them.

export type SignInRowKey =
  'uri' | 'network' | 'issuedAt' | 'expiresAt' | 'notBefore' | 'nonce' | 'statement' | 'resources';

function timeText(value: string, locale: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return value;
  const local = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(ms);
  return `${local} (${value})`;
}

export function signDataRows(item: SignDataItem, locale: string): [SignInRowKey, string][] {
  const fields = item.signIn;
  if (!fields) return [];
  const rows: [SignInRowKey, string | undefined][] = [
    ['uri', fields.uri],
    ['network', fields.chainId],
    ['issuedAt', fields.issuedAt && timeText(fields.issuedAt, locale)],
    ['expiresAt', fields.expiresAt && timeText(fields.expiresAt, locale)],
    ['notBefore', fields.notBefore && timeText(fields.notBefore, locale)],
    ['nonce', fields.nonce],
    ['statement', fields.statement],
    ['resources', fields.resources.length > 0 ? fields.resources.join('\n') : undefined],
  ];
  return rows.filter((row): row is [SignInRowKey, string] => Boolean(row[1]));
}

/** Other JSON, indented for reading (the checked text as it is should it not parse). */
export function prettyData(item: SignDataItem): string {
  try {
    return JSON.stringify(JSON.parse(item.text), null, 2);
  } catch {
    return item.text;
  }
}
