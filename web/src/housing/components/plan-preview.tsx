import type { HousingPlanFields, HousingPlanSummary } from '../../../../src/housing/adapters/http/housing.contract.js';
import { ONE_TIME_PURCHASE_FEES } from '../../../../src/housing/domain/payment-timeline.js';
import { NOT_YET_REVIEWED, oneTimeParts, type OneTimePart } from '../../../../src/housing/domain/plan-warnings.js';
import { formatMoney, type Cents } from '../../shared/format/money';
import { AlertIcon } from '../../shared/ui/icons';

const m = (cents: number) => formatMoney(cents as Cents);
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
/** The fees named one by one in the panel; the smaller ones are added up, so the panel stays short on a phone. */
const NAMED_FEES = 4;

/** A balance left after the payments: the amount, "short" when negative, or what to enter while it is not known. */
function leftText(balance: Cents | null, left: number, missing: string): string {
  if (balance === null) return missing;
  return left < 0 ? `${m(-left)} short` : m(left);
}

/**
 * The step pages' sidebar: what the plan works out to as the resident types (docs/decisions.md "Housing plan explains
 * itself"): the price, grants, upfront payment, loan and instalment, the one-time fees (the largest by name, each
 * default on a step not reached yet marked as such) and the cash and CPF left, so every figure in a warning can be
 * traced here.
 */
export function PlanPreview({ summary, plan }: { summary: HousingPlanSummary; plan: HousingPlanFields }) {
  // The fees as the summary uses them: the worked-out ones filled in where the plan leaves them at 0.
  const fees = {
    ...plan.fees,
    buyerStampDuty: { ...plan.fees.buyerStampDuty, amount: summary.buyerStampDuty },
    additionalBuyerStampDuty: { ...plan.fees.additionalBuyerStampDuty, amount: summary.additionalBuyerStampDuty },
    purchaseLegalFee: { ...plan.fees.purchaseLegalFee, amount: summary.purchaseLegalFee },
    loanLegalFee: { ...plan.fees.loanLegalFee, amount: summary.loanLegalFee },
  } as HousingPlanFields['fees'];
  // A resale flat's own fees (request for value, application, caveat, title search) by name, as the timeline has them.
  const purchaseFees = summary.paymentTimeline
    .flatMap((stage) => stage.items)
    .filter((item) => (ONE_TIME_PURCHASE_FEES as readonly string[]).includes(item.key))
    .map((item) => ({ key: item.key, words: item.label.charAt(0).toLowerCase() + item.label.slice(1), amount: item.amount, paymentMethod: item.paymentMethod }));
  const parts = oneTimeParts(plan, { fees, applicationFee: summary.applicationFee, fireInsurancePremium: summary.fireInsurancePremium, oneTimePayments: summary.oneTimePayments, purchaseFees });
  return (
    <aside className="card plan-preview" aria-labelledby="plan-preview-heading">
      <h2 id="plan-preview-heading" className="card__title">
        Your plan so far
      </h2>
      <EligibilityWarnings summary={summary} />
      <dl className="plan-figures">
        <Figure label="Flat price" value={summary.flatPrice > 0 ? m(summary.flatPrice) : 'Enter the price or a budget'} />
        <Figure label="Grants" value={m(summary.totalGrants)} />
        <Figure label="Upfront in cash" value={m(summary.upfrontPaymentInCash)} />
        <Figure label="Upfront from CPF" value={m(summary.upfrontPaymentInCpf)} />
        <Figure label="Loan" value={m(summary.estimatedLoanAmount)} />
        <Figure label="Monthly instalment" value={m(summary.monthlyMortgageInstalment)} />
        <Figure label="Share of income" value={summary.mortgageServicingRatio === null ? 'Add your income' : `${summary.mortgageServicingRatio.toFixed(1)} %`} />
        <Figure label="One-time fees" value={m(summary.oneTimePayments.total)} />
      </dl>
      <FeeParts parts={parts} cash={summary.oneTimePayments.cash} cpf={summary.oneTimePayments.cpf} />
      <dl className="plan-figures plan-preview__left">
        <Figure label="Cash left" value={leftText(plan.cashSavings, summary.cashLeft, 'Add your cash savings')} />
        <Figure label="CPF left" value={leftText(plan.cpfOABalance, summary.totalAmountLeftInCpfOA, 'Add your CPF savings')} />
      </dl>
      <PlanWarnings warnings={otherWarnings(summary)} />
    </aside>
  );
}

/** The one-time fees: the cash and CPF parts, the largest by name, the rest together. */
function FeeParts({ parts, cash, cpf }: { parts: readonly OneTimePart[]; cash: number; cpf: number }) {
  if (parts.length === 0) return null;
  const largest = [...parts].sort((a, b) => b.amount - a.amount);
  const named = largest.slice(0, NAMED_FEES);
  const rest = largest.slice(NAMED_FEES);
  const restTotal = rest.reduce((sum, p) => sum + p.amount, 0);
  return (
    <div className="plan-preview__fees">
      <p className="plan-preview__split">
        {m(cash)} in cash, {m(cpf)} from CPF
      </p>
      <ul className="plan-preview__fee-list" aria-label="The one-time fees">
        {named.map((p) => (
          <li key={`${p.key}-${p.paymentMethod}`} data-fee={p.key}>
            <span>
              {capitalised(p.words)}
              {p.notYetReviewed ? <span className="plan-preview__default"> ({NOT_YET_REVIEWED})</span> : null}
            </span>
            <span className="plan-preview__amount">{m(p.amount)}</span>
          </li>
        ))}
        {rest.length > 0 && (
          <li data-fee="smaller">
            <span>
              {rest.length} smaller {rest.length === 1 ? 'fee' : 'fees'}
              {rest.some((p) => p.notYetReviewed) ? <span className="plan-preview__default"> (some are defaults, not yet reviewed)</span> : null}
            </span>
            <span className="plan-preview__amount">{m(restTotal)}</span>
          </li>
        )}
      </ul>
    </div>
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

/** `label` names the list for assistive technology where the page has no heading over it (the public answer). */
export function PlanWarnings({ warnings, label }: { warnings: readonly string[]; label?: string }) {
  if (warnings.length === 0) return null;
  return (
    <ul className="plan-warnings" aria-label={label}>
      {warnings.map((warning) => (
        <li key={warning}>
          <AlertIcon size={18} />
          <span>{warning}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Whether the buyers may buy this flat and take this loan (docs/decisions.md "Who is buying"): shown before any
 * figure, each rule in plain words with where it comes from. Nothing when nothing stands in the way.
 */
export function EligibilityWarnings({ summary }: { summary: Pick<HousingPlanSummary, 'eligibility'> }) {
  const warnings = summary.eligibility ?? [];
  if (warnings.length === 0) return null;
  return (
    <section className="eligibility-warnings" aria-labelledby="eligibility-heading">
      <h2 id="eligibility-heading" className="eligibility-warnings__title">
        Before the figures: you may not be able to buy this
      </h2>
      <ul>
        {warnings.map((w) => (
          <li key={w.message}>
            {w.message}
            <span className="eligibility-warnings__source">
              Source: {w.source.publisher}, {w.source.url ? <a href={w.source.url} target="_blank" rel="noreferrer">{w.source.title}</a> : w.source.title}
              {w.source.toConfirm ? ` (to confirm: ${w.source.toConfirm})` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The summary's warnings other than the eligibility ones (those show first, in {@link EligibilityWarnings}). */
export function otherWarnings(summary: Pick<HousingPlanSummary, 'warnings' | 'eligibility'>): string[] {
  const eligibility = new Set((summary.eligibility ?? []).map((w) => w.message));
  return summary.warnings.filter((w) => !eligibility.has(w));
}
