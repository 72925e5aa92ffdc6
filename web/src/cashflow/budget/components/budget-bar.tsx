import { formatMoney, type Cents } from '../../../shared/format/money';

/**
 * How much of the total budget the categories take: a bar with the figures in words beside it, and the message
 * when they take more than the total (said in words and with an alert, not by the bar's colour alone).
 */
export function BudgetBar({ assigned, total, overMessage }: { assigned: number; total: number | null; overMessage: string | null }) {
  if (total === null) return null;
  const share = total > 0 ? Math.min(100, (assigned / total) * 100) : 100;
  const remaining = total - assigned;
  return (
    <div className={overMessage ? 'budget-bar budget-bar--over' : 'budget-bar'}>
      <div className="budget-bar__track" aria-hidden="true">
        <div className="budget-bar__fill" style={{ width: `${share}%` }} />
      </div>
      <p className="budget-bar__figures">
        <span>
          <strong>{formatMoney(assigned as Cents)}</strong> of {formatMoney(total as Cents)} shared between your categories
        </span>
        <span>{remaining >= 0 ? `${formatMoney(remaining as Cents)} not yet assigned` : `${formatMoney(-remaining as Cents)} over`}</span>
      </p>
      {overMessage && (
        <p className="budget-bar__message" role="alert">
          {overMessage}
        </p>
      )}
    </div>
  );
}
