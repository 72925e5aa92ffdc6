/**
 * How the duties, the legal fees and the grants were worked out (docs/decisions.md "Housing summary explained"): the
 * buyer's and additional buyer's stamp duties band by band, HDB's legal fees on its scale with GST, and each grant by
 * HDB's table, each saying so when the resident typed their own figure. One group of figure-explanations.ts.
 */
import { dec, ROUND_DOWN } from '../../../shared-kernel/decimal.js';
import type { Cents } from '../../../shared-kernel/money.js';
import type { GrantName } from '../grants.js';
import type { HousingPlanSummary } from '../housing-summary.js';
import type { Residency } from '../housing-plan.js';
import { hdbLegalFee } from '../purchase-duties.js';
import { ADDITIONAL_BUYERS_STAMP_DUTY } from '../policy/additional-buyers-stamp-duty.js';
import { BUYERS_STAMP_DUTY } from '../policy/buyers-stamp-duty.js';
import { CPF_HOUSING_GRANT_RESALE } from '../policy/cpf-housing-grant-resale.js';
import { rowOn, type DatedTable } from '../policy/dated-table.js';
import { ENHANCED_CPF_HOUSING_GRANT } from '../policy/enhanced-cpf-housing-grant.js';
import { GST_RATE } from '../policy/gst.js';
import { HDB_LEGAL_FEES } from '../policy/hdb-legal-fees.js';
import { PROXIMITY_HOUSING_GRANT } from '../policy/proximity-housing-grant.js';
import type { ExplainedPlan, ExplanationContext } from './explained-plan.js';
import { bandParts, bandWords, fromRow, plural, sgd, type Explanation } from './explanation-words.js';

const RESIDENCY_WORDS: Readonly<Record<Residency, string>> = { CITIZEN: 'Singapore citizen', PR: 'permanent resident', FOREIGNER: 'foreigner' };

function dutiableWords(plan: ExplainedPlan, s: HousingPlanSummary): string {
  const valuation = plan.flatType === 'RESALE' ? plan.flatValuation : null;
  if (valuation === null) return `the price, ${sgd(s.dutiableValue)}`;
  return `${sgd(s.dutiableValue)}, the higher of the price (${sgd(s.flatPrice)}) and the valuation (${sgd(valuation)})`;
}

/** "Entered by you: S$x. By the table: ..." when the resident typed their own figure for a worked-out fee. */
function ownOrWorked(own: boolean, amount: number, worked: string): string {
  return own ? `Entered by you: ${sgd(amount)}. By the table it would be: ${worked}` : worked;
}

function buyerStampDutyRule(plan: ExplainedPlan, s: HousingPlanSummary): string {
  if (s.dutiableValue <= 0) return 'No price yet: enter the flat\'s price or your budget.';
  const bands = rowOn(BUYERS_STAMP_DUTY, plan.purchaseDate).value;
  const parts = bandParts(s.dutiableValue, bands);
  const unrounded = parts.reduce((sum, p) => sum.plus(dec(p.part).times(dec(p.band.percent)).div(dec(100))), dec(0));
  // The duty's unrounded cents (half a cent at most is lost here: IRAS rounds the total down to the dollar anyway).
  const unroundedCents = Number(unrounded.round(0, ROUND_DOWN).toString());
  const sum = parts.map((p) => `${p.band.percent} % of ${bandWords(p)}`).join(' + ');
  const total = unroundedCents % 100 === 0 ? `= ${sgd(unroundedCents)}, rounded down to the dollar` : `= ${sgd(unroundedCents)}, rounded down to the dollar: ${sgd(s.suggestedBuyerStampDuty)}`;
  return `On ${dutiableWords(plan, s)}: ${sum} ${total}.`;
}

function absdRule(plan: ExplainedPlan, s: HousingPlanSummary): string {
  if (s.dutiableValue <= 0) return 'No price yet: enter the flat\'s price or your budget.';
  const residencies = plan.buyerResidencies.length > 0 ? plan.buyerResidencies : (['CITIZEN'] as const);
  const kinds = [...new Set(residencies)];
  const who =
    residencies.length === 1
      ? `A ${RESIDENCY_WORDS[kinds[0]!]}`
      : kinds.length === 1
        ? `${RESIDENCY_WORDS[kinds[0]!]}s`.replace(/^./, (c) => c.toUpperCase())
        : `Buyers who are ${kinds.map((k) => `a ${RESIDENCY_WORDS[k]}`).join(' and ')} (the highest of their rates)`;
  const owned = plan.propertiesOwned === 0 ? 'no other home' : plural(plan.propertiesOwned, 'other home', 'other homes');
  const words = `${who} owning ${owned}: ${s.additionalBuyerStampDutyPercent} % of ${dutiableWords(plan, s)} = ${sgd(s.suggestedAdditionalBuyerStampDuty)}, rounded down to the dollar.`;
  return s.additionalBuyerStampDutyNote ? `${words} ${s.additionalBuyerStampDutyNote}` : words;
}

function legalFeeRule(amount: number, on: string, purchaseDate: string): string {
  if (amount <= 0) return `Nothing to charge: ${on} is S$0.`;
  const scale = rowOn(HDB_LEGAL_FEES, purchaseDate).value;
  const fee = hdbLegalFee(amount as Cents, purchaseDate);
  const parts = bandParts(amount, scale.bands);
  const partFee = (p: (typeof parts)[number]) => dec(p.part).times(dec(p.band.centsPerThousandDollars)).div(dec(100_000));
  const scaled = parts.reduce((sum, p) => sum.plus(partFee(p)), dec(0));
  const words = parts.map((p) => `${sgd(Number(p.band.centsPerThousandDollars))} per S$1,000 on ${bandWords(p)} (${sgd(Number(partFee(p).round(0, ROUND_DOWN).toString()))})`).join(' + ');
  const scaledCents = Number(scaled.round(0, ROUND_DOWN).toString());
  const minimum = fee.feeBeforeGst === scale.minimumFee && scaledCents < scale.minimumFee ? `, the minimum fee ${sgd(scale.minimumFee)}` : '';
  return `On ${on}: ${words} = ${sgd(scaledCents)}, rounded up to the dollar: ${sgd(Math.ceil(scaledCents / 100) * 100)}${minimum}; plus ${fee.gstPercent} % GST (${sgd(fee.gst)}) = ${sgd(fee.amount)}.`;
}

function legalFeeRow(purchaseDate: string): string {
  return `${fromRow(HDB_LEGAL_FEES, purchaseDate).row}; ${fromRow(GST_RATE, purchaseDate).row}`;
}

const GRANT_TABLES: Readonly<Record<GrantName, DatedTable<unknown>>> = {
  enhancedCpfHousingGrant: ENHANCED_CPF_HOUSING_GRANT,
  cpfHousingGrant: CPF_HOUSING_GRANT_RESALE,
  proximityGrant: PROXIMITY_HOUSING_GRANT,
};

/** Each grant: HDB's table's words, or the resident's own figure with them, and what is still to confirm. */
export function grantExplanations(plan: ExplainedPlan, s: HousingPlanSummary): Record<GrantName, Explanation> {
  const out = {} as Record<GrantName, Explanation>;
  for (const grant of s.grants) {
    const worked = grant.rule ?? grant.reason ?? 'Not worked out.';
    const own = grant.enteredByYou ? `Entered by you: ${sgd(grant.amount)}. By HDB's table: ${worked}` : worked;
    const note = grant.toConfirm && grant.toConfirm !== grant.source.toConfirm ? ` To confirm: ${grant.toConfirm}` : '';
    out[grant.name] = { rule: `${own}${/[.!?]$/.test(own) ? '' : '.'}${note}`, row: fromRow(GRANT_TABLES[grant.name], plan.purchaseDate).row, source: grant.source };
  }
  return out;
}

/** The stamp duties and the legal fees, explained with the plan's numbers (or the resident's own figure). */
export function dutyAndFeeExplanations(plan: ExplainedPlan, s: HousingPlanSummary, c: ExplanationContext) {
  const { date, hdb, fees } = c;
  const bsd = fromRow(BUYERS_STAMP_DUTY, date);
  const absd = fromRow(ADDITIONAL_BUYERS_STAMP_DUTY, date);
  const loanLegalOn = hdb ? s.estimatedLoanAmount : 0;

  return {
    buyerStampDuty: { rule: ownOrWorked(fees.buyerStampDuty.amount !== 0, s.buyerStampDuty, buyerStampDutyRule(plan, s)), ...bsd },
    additionalBuyerStampDuty: { rule: ownOrWorked(fees.additionalBuyerStampDuty.amount !== 0, s.additionalBuyerStampDuty, absdRule(plan, s)), ...absd },
    purchaseLegalFee: {
      rule: ownOrWorked(fees.purchaseLegalFee.amount !== 0, s.purchaseLegalFee, legalFeeRule(s.flatPrice, `the price, ${sgd(s.flatPrice)}`, date)),
      row: legalFeeRow(date),
      source: rowOn(HDB_LEGAL_FEES, date).source,
    },
    loanLegalFee: hdb
      ? {
          rule: ownOrWorked(fees.loanLegalFee.amount !== 0, s.loanLegalFee, legalFeeRule(loanLegalOn, `the HDB loan, ${sgd(loanLegalOn)}`, date)),
          row: legalFeeRow(date),
          source: rowOn(HDB_LEGAL_FEES, date).source,
        }
      : { rule: ownOrWorked(fees.loanLegalFee.amount !== 0, s.loanLegalFee, "With a bank loan, HDB's lawyers do not act in the mortgage: the bank's lawyers charge their own fees, so none is worked out here.") },
  };
}
