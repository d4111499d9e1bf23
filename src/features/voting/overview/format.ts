import { useTranslation } from '../../../i18n/react';

// Dates and shares in the user's language (Intl), for the voting tables and results.

/** `ms` since epoch as a date and time in `locale` ("Nov 24, 2026, 1:05 PM"; hu "2026. nov. 24. 13:05"). */
export function formatDateTime(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(ms),
  );
}

/** A fraction 0..1 as a percentage with up to 2 decimals in `locale` ("12.5%", hu "12,5%"). */
export function formatShare(fraction: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    fraction,
  );
}

/** A count of (possibly split) votes with up to 2 decimals ("3", "1.33"). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** A short date and time for table cells ("11/24/26, 1:05 PM"; hu "2026. 11. 24. 13:05"). */
export function formatShortDateTime(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(ms),
  );
}

/** The formatters bound to the current language. */
export function useVotingFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    dateTime: (ms: number) => formatDateTime(ms, locale),
    /** An indexer round time (seconds), or '—' when the indexer gave none. */
    roundTime: (seconds: number | undefined) =>
      seconds === undefined ? '—' : formatDateTime(seconds * 1000, locale),
    /** The same, short, for table cells. */
    cellTime: (seconds: number | undefined) =>
      seconds === undefined ? '—' : formatShortDateTime(seconds * 1000, locale),
    share: (fraction: number) => formatShare(fraction, locale),
    count: (value: number) => formatCount(value, locale),
  };
}
