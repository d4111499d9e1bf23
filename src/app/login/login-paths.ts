// The paths a locked wallet answers with the login page: the routes behind the login gate
// (router.tsx's first group). The first page decides by this list whether its light login frame
// can stand in for the app, without loading the router; login-paths.test.tsx checks it against
// router.tsx. Any other path (the public pages, an unknown one) loads the app at once.
const LOGIN_PATHS = [
  '',
  'accounts',
  'account/:',
  'account/:/asset/:',
  'accounts/:/:',
  'pay',
  'pay/*',
  'multisig/:/:',
  'connect',
  'payWC',
  'account/connect/:',
  'contacts',
  'new-account',
  'new-account/email-password',
  'new-account/ledger',
  'new-account/wc',
  'new-account/2fa',
  'transaction/:',
  'receive-payment/:',
  'arc14/:',
  'arc60/:',
  'asset',
  'account/optin/:',
  'asset/:/:',
  'asset/create',
  'swap/:',
  'inbox/:',
  'vote',
  'vote/overview',
  'vote/my-questions',
  'vote/answers',
  'vote/ask',
  'vote/delegate',
  'vote/tl',
  'vote/governance/:',
  'payment-gateway',
  'payment-gateway/:',
  'settings',
  'faq',
  'privacy-policy',
].map((path) => path.split('/').filter(Boolean));

/** As React Router matches: case-insensitive, empty segments (a trailing slash) ignored. */
export function isLoginPath(pathname: string): boolean {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  return LOGIN_PATHS.some((pattern) => {
    if (pattern.at(-1) === '*')
      return (
        segments.length >= pattern.length - 1 &&
        pattern.slice(0, -1).every((part, i) => matches(part, segments[i]))
      );
    return (
      pattern.length === segments.length && pattern.every((part, i) => matches(part, segments[i]))
    );
  });
}

const matches = (part: string, segment: string | undefined) =>
  segment !== undefined && (part === ':' || part.toLowerCase() === segment);
