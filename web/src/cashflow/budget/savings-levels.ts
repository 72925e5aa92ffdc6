/** Spec 3 §9 savings-level labels: good from 20 %, fair from 10 % to under 20 %, needs attention below 10 %. */
export type SavingsLevel = 'Good' | 'Fair' | 'Needs attention';
export const GOOD_SAVINGS_PERCENT = 20;
export const FAIR_SAVINGS_PERCENT = 10;

export function savingsLevel(percent: number): SavingsLevel {
  if (percent >= GOOD_SAVINGS_PERCENT) return 'Good';
  if (percent >= FAIR_SAVINGS_PERCENT) return 'Fair';
  return 'Needs attention';
}
