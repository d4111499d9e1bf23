import { useState } from 'react';

// Not a secret and not wallet data: a display preference, kept in local storage (spec section 2).
const KEY = 'algow.accounts.currentNetworkOnly';

export function useCurrentNetworkOnly(): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => localStorage.getItem(KEY) !== 'false');
  return [
    value,
    (next) => {
      setValue(next);
      localStorage.setItem(KEY, String(next));
    },
  ];
}
