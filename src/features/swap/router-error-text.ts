import type { TFunction } from '../../i18n/translate';
import type { RouterId } from '../../core/swap/router-config';
import { RouterError } from '../../infra/swap/router-http';

const KNOWN = {
  timeout: 'swap.routerError.timeout',
  unreachable: 'swap.routerError.unreachable',
  'no route': 'swap.routerError.noRoute',
  'unexpected answer': 'swap.routerError.unexpectedAnswer',
  'undecodable transaction': 'swap.routerError.undecodable',
  'not configured': 'swap.routerError.notConfigured',
} as const;

/** A router's failure in words: ours for what we detected, the router's own text otherwise. */
export function routerErrorText(router: RouterId, error: unknown, t: TFunction): string {
  const message = error instanceof Error ? error.message : '';
  const key = KNOWN[message as keyof typeof KNOWN] as
    (typeof KNOWN)[keyof typeof KNOWN] | undefined;
  const detail = key
    ? t(key)
    : error instanceof RouterError
      ? message
      : t('swap.routerError.unknown');
  // Router A's failure keeps the spec's wording (spec 001 section 8).
  return router === 'deflex'
    ? t('swap.noDeflexQuotes', { message: detail })
    : t('swap.folksFailed', { message: detail });
}
