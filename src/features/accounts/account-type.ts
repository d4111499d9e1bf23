import type { AccountType } from '../../core/accounts/stored-account';

// Filled badges in dark shades: white text on them meets WCAG AA contrast.
const COLOURS: Record<AccountType, string> = {
  basic: 'blue.8',
  emailPwd: 'teal.9',
  hd: 'indigo.8',
  public: 'gray.7',
  msig: 'grape.8',
  '2fa': 'orange.9',
  '2faApi': 'gray.7',
  ledger: 'dark.6',
  wc: 'violet.8',
};

export function accountTypeColour(type: AccountType): string {
  return COLOURS[type];
}
