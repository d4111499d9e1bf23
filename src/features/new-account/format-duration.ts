// A rough, localised duration ("about 3 minutes") for the vanity search estimate.

const UNITS = [
  { unit: 'second', seconds: 1, upTo: 120 },
  { unit: 'minute', seconds: 60, upTo: 120 * 60 },
  { unit: 'hour', seconds: 3600, upTo: 48 * 3600 },
  { unit: 'day', seconds: 86_400, upTo: 730 * 86_400 },
  { unit: 'year', seconds: 31_557_600, upTo: Infinity },
] as const;

export function formatDuration(seconds: number, language: string): string {
  const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  const { unit, seconds: size } = UNITS.find((u) => safe < u.upTo) ?? UNITS[4];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(safe / size)));
}
