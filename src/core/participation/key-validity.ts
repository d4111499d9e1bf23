// A participation key's validity as people read it: a duration ("16 days") and the day to renew
// by ("12 Dec"), in the reader's language through Intl. Rounds stay for Technical details.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * `ms` as one rounded unit in `locale`: days from two days up, hours from two hours, else
 * minutes (at least one). "16 days" (en), "16 nap" (hu). Callers add "about": it is an estimate.
 */
export function durationText(ms: number, locale: string): string {
  const span = Math.max(0, ms);
  const [value, unit] =
    span >= 2 * DAY_MS
      ? [Math.round(span / DAY_MS), 'day']
      : span >= 2 * HOUR_MS
        ? [Math.round(span / HOUR_MS), 'hour']
        : [Math.max(1, Math.round(span / 60_000)), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * The day of `at` for "renew before …": day and short month ("12 Dec", "Dec 12"), with the
 * year only when it is not the year of `now`.
 */
export function shortDateText(at: number, now: number, locale: string): string {
  const date = new Date(at);
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/**
 * The day to renew by: one day before the estimated expiry, so an estimate that runs a little
 * long still leaves the key valid on that day.
 */
export function renewBy(expiresAt: number): number {
  return expiresAt - DAY_MS;
}
