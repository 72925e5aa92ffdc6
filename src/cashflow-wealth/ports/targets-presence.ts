/**
 * Whether the resident has any target (a goal or an emergency fund), answered by the targets context: the
 * recommended actions stop asking for a savings target once one exists (docs/decisions.md "Advice follows the data").
 */
export interface TargetsPresence {
  hasTargets(userId: string): Promise<boolean>;
}
