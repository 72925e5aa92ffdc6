import type { Clock } from '../../shared-kernel/clock.js';
import type { TargetsMoney } from '../domain/targets-overview.js';

/** What the targets' use cases need from outside the context, as plain functions (wired in targets.module.ts). */
export interface TargetsDeps {
  clock: Clock;
  /** The resident's available funds, income and spending (cashflow-wealth's public query). */
  moneyOf: (userId: string) => Promise<TargetsMoney>;
  /** Records achievement trackers once each (identity's recommended actions). */
  awardTrackers: (userId: string, trackers: readonly string[]) => Promise<void>;
  /** A notice of the resident's own (identity's personal notifications). */
  notify: (userId: string, notice: { title: string; description: string }) => Promise<void>;
}
