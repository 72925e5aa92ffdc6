/**
 * The achievement trackers the targets decide (spec 3 §4 "Achievement trackers"): TRA_SR_B when the resident has
 * any goal, TRA_SR_C and TRA_SR_D when the emergency fund holds 6 and 3 months of spending. Each is earned once.
 * TRA_SR_E (every expense budgeted) and the health check's own reading of the fund months are cashflow-wealth's
 * (record-finances-snapshot.ts); a tracker already earned there is not earned again here.
 */
export const TARGET_TRACKERS = ['TRA_SR_B', 'TRA_SR_C', 'TRA_SR_D'] as const;
export type TargetTracker = (typeof TARGET_TRACKERS)[number];

export interface TrackerFacts {
  goalCount: number;
  /** Months of spending the emergency fund target holds (1 decimal); null without a fund. */
  emergencyFundMonths: number | null;
}

export function newlyEarnedTrackers(facts: TrackerFacts, earned: ReadonlySet<string>): TargetTracker[] {
  const holds: Record<TargetTracker, boolean> = {
    TRA_SR_B: facts.goalCount > 0,
    TRA_SR_C: (facts.emergencyFundMonths ?? 0) >= 6,
    TRA_SR_D: (facts.emergencyFundMonths ?? 0) >= 3,
  };
  return TARGET_TRACKERS.filter((code) => holds[code] && !earned.has(code));
}
