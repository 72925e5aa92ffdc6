import { flowResult } from 'mobx';
import { useEffect } from 'react';
import type { EmergencyFundView, GoalView } from '../../../src/targets/adapters/http/targets.contract.js';
import { useStores } from '../app/store-context';
import { Spinner } from '../shared/ui/spinner';
import type { TargetCardProps } from './components/target-card';

/** Reads GET /targets afresh for the page that mounts; the page renders from the store. */
export function useTargets() {
  const { targets } = useStores();
  useEffect(() => {
    void flowResult(targets.load());
  }, [targets]);
  return targets;
}

export function TargetsLoading() {
  return (
    <p role="status">
      <Spinner /> Loading your targets…
    </p>
  );
}

/** A goal or the emergency fund as its card shows it. */
export function cardPropsOf(target: GoalView | EmergencyFundView, onOpen: () => void): TargetCardProps {
  const goal = 'id' in target ? target : null;
  return {
    name: target.name,
    date: target.date,
    currentAmount: target.currentAmount,
    totalAmount: target.totalAmount,
    progress: target.progress,
    badge: target.badge,
    paidOut: goal?.paidOut ? { amount: goal.paidOutAmount ?? 0, date: goal.paidOutDate ?? goal.date } : null,
    overdue: 'overdue' in target ? target.overdue : false,
    onOpen,
  };
}
