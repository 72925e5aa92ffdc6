import { ROUND_DOWN, dec } from '../../../shared-kernel/decimal.js';

/** Spec 2 §3 "Health indicator levels". */
export const HealthLevel = { UNAVAILABLE: 0, NEEDS_ATTENTION: 1, FAIR: 2, GOOD: 3 } as const;
export type HealthLevel = (typeof HealthLevel)[keyof typeof HealthLevel];

/**
 * Areas and the overall level (spec 2 §4 "Aggregation"): the average of the levels that are not unavailable,
 * mapped to the highest level not above it (2.5 -> fair 2, 2.99 -> fair 2, 3 -> good 3). Unavailable (0) when
 * every level is unavailable or there is none.
 */
export function combineLevels(levels: readonly HealthLevel[]): HealthLevel {
  const known = levels.filter((level) => level !== HealthLevel.UNAVAILABLE);
  if (known.length === 0) return HealthLevel.UNAVAILABLE;
  const sum = known.reduce<number>((total, level) => total + level, 0);
  // Exact: the average of whole numbers, floored (round down) with big.js rather than floating-point division.
  return dec(sum).div(dec(known.length)).round(0, ROUND_DOWN).toNumber() as HealthLevel;
}
