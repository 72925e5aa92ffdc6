/**
 * The plan's recurring costs and where each figure comes from (docs/decisions.md "Housing rules completed"): the
 * property tax from IRAS's owner-occupier bands on the annual value the resident enters, else the resident's own
 * estimate; the service and conservancy charges, which each town council sets, always the resident's estimate; the
 * Home Protection Scheme premium only where CPF Board makes the scheme compulsory (CPF pays the instalment), as the
 * resident's estimate of CPF's premium. Pure.
 */
import { LocalDate } from '../../shared-kernel/local-date.js';
import type { Cents } from '../../shared-kernel/money.js';
import { formatMoney } from '../../shared-kernel/money-format.js';
import { ownerOccupierPropertyTax } from './housing-costs.js';
import type { FeeItem, HousingPlanFields, LoanType, PaymentMethod } from './housing-plan.js';
import { rowOn, type PolicySource } from './policy/dated-table.js';
import { HOME_PROTECTION_SCHEME } from './policy/home-protection-scheme.js';

export const RECURRING_COSTS = ['serviceAndConservancyCharges', 'annualPropertyTax', 'homeProtectionPremium'] as const;
export type RecurringCostName = (typeof RECURRING_COSTS)[number];

/**
 * WORKED_OUT: from a dated table and the plan's answers; YOUR_ESTIMATE: the resident's figure (or our starting one they
 * can change); NOT_ENTERED: nothing to work it out from yet (counted as 0); NOT_REQUIRED: the rule does not apply to
 * this plan (counted as 0).
 */
export type RecurringBasis = 'WORKED_OUT' | 'YOUR_ESTIMATE' | 'NOT_ENTERED' | 'NOT_REQUIRED';

export interface RecurringCost {
  name: RecurringCostName;
  label: string;
  /** what the plan counts: a month's for the charges, a year's for the tax and the premium */
  amount: Cents;
  per: 'MONTH' | 'YEAR';
  paymentMethod: PaymentMethod;
  basis: RecurringBasis;
  /** where the figure comes from, in a few words beside it: "IRAS owner-occupier rates from 1 Jan 2025", "your estimate" */
  from: string;
  /** one or two sentences with the numbers */
  howWorkedOut: string;
  /** the dated table row used; null for the resident's own figures */
  source: PolicySource | null;
}

const m = (cents: number) => formatMoney(cents as Cents);
/** '1 Jan 2025' (the display day without its leading zero, as the rules are usually quoted) */
const day = (iso: string) => LocalDate.display(LocalDate.parse(iso)).replace(/^0/, '');

export interface RecurringFigures {
  loanType: LoanType;
  estimatedLoanAmount: Cents;
  /** the part of the instalment paid from CPF, as the summary uses it */
  cpfMonthlyInstalment: Cents;
}

/** Whether CPF Board makes the Home Protection Scheme compulsory for this plan: CPF pays its loan's instalment. */
export function homeProtectionRequired(purchaseDate: string, f: RecurringFigures): boolean {
  const rule = rowOn(HOME_PROTECTION_SCHEME, purchaseDate).value;
  return rule.compulsoryWithCpfInstalments && rule.lenders.includes(f.loanType) && f.estimatedLoanAmount > 0 && f.cpfMonthlyInstalment > 0;
}

function propertyTax(plan: Pick<HousingPlanFields, 'purchaseDate' | 'flatAnnualValue'>, fee: FeeItem): RecurringCost {
  const base = { name: 'annualPropertyTax' as const, label: 'Property tax', per: 'YEAR' as const, paymentMethod: fee.paymentMethod };
  const av = plan.flatAnnualValue ?? null;
  const worked = av === null ? null : ownerOccupierPropertyTax(av as Cents, plan.purchaseDate);
  const byIras = worked ? `IRAS owner-occupier rates${worked.effectiveFrom ? ` from ${day(worked.effectiveFrom)}` : ''}` : null;
  if (fee.amount > 0) {
    const compare = worked && av !== null ? ` By ${byIras} on the annual value of ${m(av)} it would be ${m(worked.amount)}.` : '';
    return { ...base, amount: fee.amount, basis: 'YOUR_ESTIMATE', from: 'your estimate', howWorkedOut: `Your estimate: ${m(fee.amount)} a year.${compare}`, source: null };
  }
  if (worked && av !== null) {
    return { ...base, amount: worked.amount, basis: 'WORKED_OUT', from: byIras!, howWorkedOut: `${bandWords(av, worked.bands)} = ${m(worked.amount)} a year, by ${byIras} on the annual value you entered (one-off rebates not counted).`, source: worked.source };
  }
  return {
    ...base,
    amount: 0 as Cents,
    basis: 'NOT_ENTERED',
    from: 'not entered yet',
    howWorkedOut:
      av === null
        ? "Enter the flat's annual value (IRAS's estimate of a year's rent, on the owner's property tax bill) to work it out with IRAS's owner-occupier rates, or enter your own estimate. IRAS does not publish an HDB flat's annual value."
        : "IRAS's owner-occupier rates for that year are not kept here: enter your own estimate.",
    source: null,
  };
}

/** "On an annual value of S$15,500: 0 % of the first S$12,000 + 4 % of the remaining S$3,500" */
function bandWords(av: number, bands: ReadonlyArray<{ upTo: Cents | null; percent: number }>): string {
  const parts: string[] = [];
  let lower = 0;
  for (const [i, band] of bands.entries()) {
    if (av <= lower) break;
    const top = band.upTo === null ? av : Math.min(av, band.upTo);
    const full = band.upTo !== null && av >= band.upTo;
    parts.push(`${band.percent} % of ${i === 0 ? (full ? 'the first ' : '') : full ? 'the next ' : 'the remaining '}${m(top - lower)}`);
    if (band.upTo === null) break;
    lower = band.upTo;
  }
  return `On an annual value of ${m(av)}: ${parts.join(' + ')}`;
}

/** Each recurring cost the plan counts, with where it comes from. */
export function recurringCosts(plan: Pick<HousingPlanFields, 'purchaseDate' | 'flatAnnualValue' | 'fees'>, f: RecurringFigures): RecurringCost[] {
  const sc = plan.fees.serviceAndConservancyCharges;
  const hps = plan.fees.homeProtectionPremium;
  const hpsRow = rowOn(HOME_PROTECTION_SCHEME, plan.purchaseDate);
  const required = homeProtectionRequired(plan.purchaseDate, f);
  return [
    {
      name: 'serviceAndConservancyCharges',
      label: 'Service and conservancy charges',
      amount: sc.amount,
      per: 'MONTH',
      paymentMethod: sc.paymentMethod,
      basis: 'YOUR_ESTIMATE',
      from: 'your estimate',
      howWorkedOut: `Your estimate: ${m(sc.amount)} a month. Each town council sets its own charges by flat type and publishes them: check your town council's.`,
      source: null,
    },
    propertyTax(plan, plan.fees.annualPropertyTax),
    required
      ? {
          name: 'homeProtectionPremium',
          label: 'Home Protection Scheme premium',
          amount: hps.amount,
          per: 'YEAR',
          paymentMethod: hps.paymentMethod,
          basis: 'YOUR_ESTIMATE',
          from: 'your estimate',
          howWorkedOut: `Compulsory: CPF pays ${m(f.cpfMonthlyInstalment)} of the instalment each month, and CPF Board insures an HDB flat's owners who pay it with CPF (HDB and bank loans alike). Your estimate of the premium: ${m(hps.amount)} a year; CPF's premium tables set the real one by each insured buyer's age, the loan, its term and the share of cover.`,
          source: hpsRow.source,
        }
      : {
          name: 'homeProtectionPremium',
          label: 'Home Protection Scheme premium',
          amount: 0 as Cents,
          per: 'YEAR',
          paymentMethod: hps.paymentMethod,
          basis: 'NOT_REQUIRED',
          from: 'not compulsory: no CPF instalments',
          howWorkedOut:
            f.estimatedLoanAmount <= 0
              ? 'No loan: the Home Protection Scheme insures a housing loan, so no premium is counted.'
              : 'The Home Protection Scheme is compulsory only when CPF savings pay the monthly instalments (CPF Board, HDB and bank loans alike). Your plan pays the instalment in cash, so no premium is counted; you may still choose to be covered.',
          source: hpsRow.source,
        },
  ];
}
