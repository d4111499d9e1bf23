import type { BalancePoint } from '../../core/history/balance-history';

// The chart's picture in the SVG's own units: a WIDTH x HEIGHT box the page stretches.

export const WIDTH = 300;
export const HEIGHT = 100;

export const highest = (points: readonly BalancePoint[]) =>
  points.reduce((m, p) => (p.balance > m ? p.balance : m), 0n);

/** A step line (the balance holds until the next change, and up to now) and the area under it. */
export function stepPaths(points: readonly BalancePoint[], since: number, now: number) {
  const top = highest(points);
  const max = top > 0n ? top : 1n;
  const x = (time: number) => (((time - since) / Math.max(1, now - since)) * WIDTH).toFixed(2);
  // The top 8 % stays free so the highest step is not drawn on the edge.
  const y = (balance: bigint) =>
    (HEIGHT - (Number(balance) / Number(max)) * HEIGHT * 0.92).toFixed(2);
  let line = '';
  points.forEach((p, i) => {
    line += i === 0 ? `M${x(p.time)},${y(p.balance)}` : `H${x(p.time)}V${y(p.balance)}`;
  });
  line += `H${WIDTH.toString()}`;
  const start = x(points[0]?.time ?? since);
  return { line, area: `${line}V${HEIGHT.toString()}H${start}Z` };
}
