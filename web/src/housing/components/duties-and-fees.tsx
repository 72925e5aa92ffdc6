/**
 * The summary's stamp duties and legal fees, the recurring costs with where each comes from, and the rules they came from:
 * the purchase date the tables were read on and every row's source (docs/decisions.md "Housing rules as dated
 * tables").
 */
import type { HousingPlanSummary } from '../../../../src/housing/adapters/http/housing.contract.js';
import { formatDisplayDate } from '../../shared/format/date-time';
import type { FigureExplanations } from '../../../../src/housing/domain/figure-explanations.js';
import { formatMoney, type Cents } from '../../shared/format/money';
import { ExplainedFigure } from './explained-figure';

const m = (cents: number) => formatMoney(cents as Cents);

/** What the Home Protection Scheme figure says: an estimate, and where the real premium comes from. */
export const HPS_ESTIMATE_HINT =
  "Estimate. The official premium comes from CPF's Home Protection Scheme premium tables: it depends on each insured buyer's age, the loan, its term and the share of cover.";

/** "Rules as of 26 Nov 2026": the day every table was read on. */
export const rulesAsOfText = (summary: Pick<HousingPlanSummary, 'rulesAsOf'>): string => `Rules as of ${formatDisplayDate(summary.rulesAsOf)}`;

/** `explanations`: "How we worked this out" under each figure (docs/decisions.md "Housing summary explained"). */
export function DutiesAndFees({ summary: s, explanations }: { summary: HousingPlanSummary; explanations?: FigureExplanations }) {
  const how = explanations?.figures;
  return (
    <>
      <section aria-labelledby="plan-duties-heading">
        <h2 id="plan-duties-heading" className="plan-summary__heading">
          Stamp duties and legal fees
        </h2>
        <p className="plan-summary__rules">{rulesAsOfText(s)}: the day you sign the option or the agreement for lease.</p>
        <div className="plan-figures plan-figures--wide">
          <ExplainedFigure label="Buyer's stamp duty" value={m(s.buyerStampDuty)} explanation={how?.buyerStampDuty} />
          <ExplainedFigure label={`Additional buyer's stamp duty (${s.additionalBuyerStampDutyPercent} %)`} value={m(s.additionalBuyerStampDuty)} explanation={how?.additionalBuyerStampDuty} />
          <ExplainedFigure label={`Legal fees for the purchase (with ${s.gstPercent} % GST)`} value={m(s.purchaseLegalFee)} explanation={how?.purchaseLegalFee} />
          <ExplainedFigure label={`Legal fees for the HDB loan (with ${s.gstPercent} % GST)`} value={m(s.loanLegalFee)} explanation={how?.loanLegalFee} />
        </div>
        {s.additionalBuyerStampDutyNote && <p className="plan-summary__note">{s.additionalBuyerStampDutyNote}</p>}
        <p className="plan-summary__note">
          Stamp duty is worked out on {m(s.dutiableValue)} (the higher of the price and the valuation) and rounded down to the dollar.
        </p>
      </section>
      {/* The recurring costs follow the one-time ones wherever the duties are shown: the plan summary and the public answer. */}
      <RecurringCosts summary={s} explanations={explanations} />
    </>
  );
}

const PER: Readonly<Record<'MONTH' | 'YEAR', string>> = { MONTH: 'a month', YEAR: 'a year' };

/**
 * The recurring costs, each with where its figure comes from beside it ("IRAS owner-occupier rates from 1 Jan 2025",
 * "your estimate", "not compulsory: no CPF instalments"; docs/decisions.md "Housing rules completed").
 */
export function RecurringCosts({ summary: s, explanations }: { summary: HousingPlanSummary; explanations?: FigureExplanations }) {
  const how = explanations?.figures;
  const explained = { serviceAndConservancyCharges: how?.serviceAndConservancyCharges, annualPropertyTax: how?.annualPropertyTax, homeProtectionPremium: how?.homeProtectionPremium };
  return (
    <section aria-labelledby="plan-recurring-heading">
      <h2 id="plan-recurring-heading" className="plan-summary__heading">
        Every month and every year
      </h2>
      <div className="plan-figures plan-figures--wide">
        {s.recurringCosts.map((cost) => (
          <ExplainedFigure
            key={cost.name}
            label={`${cost.label} ${PER[cost.per]} (${cost.from})`}
            value={cost.basis === 'NOT_ENTERED' ? 'Not entered yet' : m(cost.amount)}
            explanation={explained[cost.name] ?? { rule: cost.howWorkedOut, ...(cost.source ? { source: cost.source } : {}) }}
          />
        ))}
      </div>
      {s.homeProtectionRequired && <p className="plan-summary__note">{HPS_ESTIMATE_HINT}</p>}
    </section>
  );
}

/** Every table row the figures used: publisher, page, when we checked it, and what is still to confirm. */
export function PlanSources({ summary }: { summary: Pick<HousingPlanSummary, 'sources' | 'rulesAsOf'> }) {
  return (
    <section aria-labelledby="plan-sources-heading">
      <h2 id="plan-sources-heading" className="plan-summary__heading">
        Where these rules come from
      </h2>
      <p className="plan-summary__rules">{rulesAsOfText(summary)}. Check the figures with the publisher before you sign.</p>
      <ul className="plan-sources">
        {summary.sources.map((source) => (
          <li key={`${source.publisher}|${source.title}`}>
            <span className="plan-sources__publisher">{source.publisher}</span>:{' '}
            {source.url ? (
              <a href={source.url} target="_blank" rel="noreferrer">
                {source.title}
              </a>
            ) : (
              source.title
            )}{' '}
            <span className="plan-sources__checked">(checked {formatDisplayDate(source.checkedOn)})</span>
            {source.toConfirm && <span className="plan-sources__confirm"> To confirm: {source.toConfirm}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
