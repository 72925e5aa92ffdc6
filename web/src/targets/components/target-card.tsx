import type { Badge } from '../../../../src/targets/adapters/http/targets.contract.js';
import { formatDisplayDate } from '../../../../src/shared-kernel/dates.js';
import { badgeText, targetMoney } from '../target-format';

export interface TargetCardProps {
  name: string;
  date: string;
  currentAmount: number;
  totalAmount: number;
  progress: number;
  badge: Badge;
  /** Paid out: the amount and day it was paid out instead of a badge. */
  paidOut?: { amount: number; date: string } | null;
  overdue?: boolean;
  onOpen: () => void;
}

const BADGE_CLASS: Record<Badge['kind'], string> = { ACHIEVED: 'target-badge--achieved', ACHIEVABLE: 'target-badge--achievable', SHORT: 'target-badge--short' };

/** A target as a card (spec 3 §2): name, due date, progress bar and achievability badge; the whole card opens it. */
export function TargetCard({ name, date, currentAmount, totalAmount, progress, badge, paidOut, overdue, onOpen }: TargetCardProps) {
  const width = Math.min(100, Math.max(0, progress));
  return (
    <li className="target-card">
      <button type="button" className="target-card__button" onClick={onOpen} aria-label={`${name}: ${targetMoney(currentAmount)} of ${targetMoney(totalAmount)}, due ${formatDisplayDate(date)}. Open`}>
        <span className="target-card__head">
          <span className="target-card__name">{name}</span>
          {paidOut ? <span className="target-badge target-badge--paid">Paid out</span> : <span className={`target-badge ${BADGE_CLASS[badge.kind]}`}>{badgeText(badge)}</span>}
        </span>
        <span className="target-card__date">
          {paidOut ? `Paid out ${targetMoney(paidOut.amount)} on ${formatDisplayDate(paidOut.date)}` : `Due ${formatDisplayDate(date)}`}
          {overdue && <span className="target-card__overdue"> · Overdue</span>}
        </span>
        <span className="target-card__amounts">
          <strong>{targetMoney(currentAmount)}</strong> of {targetMoney(totalAmount)}
        </span>
        <span className="target-card__bar" aria-hidden="true">
          <span className="target-card__fill" style={{ width: `${width}%` }} />
        </span>
        <span className="target-card__progress">{progress}%</span>
      </button>
    </li>
  );
}
