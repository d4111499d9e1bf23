import type { PublicAccount } from '../core/accounts/stored-account';

/** A wallet account as the session lists it: a plain one named by its address unless `over`. */
export const publicAccount = (addr: string, over: Partial<PublicAccount> = {}): PublicAccount => ({
  addr,
  name: addr,
  type: 'basic',
  hasSecret: false,
  hasHdSecret: false,
  hasSession: false,
  ...over,
});
