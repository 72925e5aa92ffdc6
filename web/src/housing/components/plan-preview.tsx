import type { HousingPlanSummary } from '../../../../src/housing/adapters/http/housing.contract.js';
import { formatMoney, type Cents } from '../../shared/format/money';
import { AlertIcon } from '../../shared/ui/icons';

const m = (cents: number) => formatMoney(cents as Cents);

/** The step pages' sidebar: what the plan works out to as the resident types. */
export function PlanPreview({ summary }: { summary: HousingPlanSummary }) {
  return (
    <aside className="card plan-preview" aria-labelledby="plan-preview-heading">
      <h2 id="plan-preview-heading" className="card__title">
        Your plan so far
      </h2>
      <dl className="plan-figures">
        <Figure label="Flat price" value={m(summary.flatPrice)} />
        <Figure label="Grants" value={m(summary.totalGrants)} />
        <Figure label="Upfront in cash" value={m(summary.upfrontPaymentInCash)} />
        <Figure label="Upfront from CPF" value={m(summary.upfrontPaymentInCpf)} />
        <Figure label="Loan" value={m(summary.estimatedLoanAmount)} />
        <Figure label="Monthly instalment" value={m(summary.monthlyMortgageInstalment)} />
        <Figure label="Share of income" value={summary.mortgageServicingRatio === null ? 'Add your income' : `${summary.mortgageServicingRatio.toFixed(1)} %`} />
      </dl>
      <PlanWarnings warnings={summary.warnings} />
    </aside>
  );
}

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="plan-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function PlanWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul className="plan-warnings">
      {warnings.map((warning) => (
        <li key={warning}>
          <AlertIcon size={18} />
          <span>{warning}</span>
        </li>
      ))}
    </ul>
  );
}
