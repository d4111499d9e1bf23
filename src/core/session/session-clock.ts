// Session timing rules (spec sections 4 and 9): 5 minutes from the last activity,
// a warning phase in the last minute, expiry when the countdown passes zero.

export const SESSION_TIMEOUT_MS = 300_000;
export const SESSION_WARNING_MS = 60_000;

export type SessionPhase = 'active' | 'warning' | 'expired';

export function remainingMs(lastActivity: number, now: number): number {
  return lastActivity + SESSION_TIMEOUT_MS - now;
}

export function sessionPhase(lastActivity: number, now: number): SessionPhase {
  const left = remainingMs(lastActivity, now);
  if (left < 0) return 'expired';
  if (left <= SESSION_WARNING_MS) return 'warning';
  return 'active';
}

/** mm:ss, never negative. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

/** The warning button cycles through three colours, one per second. */
export const WARNING_COLOURS = ['white', 'red', 'orange'] as const;
export type WarningColour = (typeof WARNING_COLOURS)[number];

export function warningColour(now: number): WarningColour {
  return WARNING_COLOURS[Math.floor(now / 1000) % WARNING_COLOURS.length] ?? 'red';
}
