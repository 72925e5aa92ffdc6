/**
 * Top-ups and their tax treatment (docs/decisions.md "CPF rules as dated tables"): the Retirement Sum Topping-Up
 * relief caps, the Matched Retirement Savings Scheme (MATCHED_RETIREMENT_SAVINGS) and the Supplementary Retirement
 * Scheme's caps and the taxable share of its withdrawals. Pure.
 */
import { MATCHED_RETIREMENT_SAVINGS, retirementRowOn, type MatchedSavings, type RetirementSource, type RetirementTable } from '../retirement-figures.js';
import { IRAS_RSTU, IRAS_SRS } from './cpf-sources.js';

export { MATCHED_RETIREMENT_SAVINGS };

/** Tax relief a year for cash top-ups, dollars: own (with voluntary MediSave contributions) and loved ones'. */
export interface TopUpReliefCaps {
  own: number;
  lovedOnes: number;
}

export const RSTU_RELIEF_CAPS: RetirementTable<TopUpReliefCaps> = {
  name: 'CPF cash top-up relief caps',
  rows: [
    { effectiveFrom: null, effectiveTo: '2021-12-31', source: IRAS_RSTU, value: { own: 7_000, lovedOnes: 7_000 } },
    { effectiveFrom: '2022-01-01', effectiveTo: null, source: IRAS_RSTU, value: { own: 8_000, lovedOnes: 8_000 } },
  ],
};

export interface SrsRules {
  /** yearly contribution cap, dollars */
  capCitizenOrPr: number;
  capForeigner: number;
  /** the share of a withdrawal taxed, from the statutory retirement age at the first contribution (0.5 = 50 %) */
  taxableShareFromRetirementAge: string;
}

export const SRS_RULES: RetirementTable<SrsRules> = {
  name: 'Supplementary Retirement Scheme',
  rows: [{ effectiveFrom: null, effectiveTo: null, source: IRAS_SRS, value: { capCitizenOrPr: 15_300, capForeigner: 35_700, taxableShareFromRetirementAge: '0.5' } }],
};

export interface TopUpRules {
  year: number;
  rstuRelief: TopUpReliefCaps;
  matchedSavings: MatchedSavings;
  srs: SrsRules;
  sources: RetirementSource[];
}

/** The top-up caps in force at the end of `year` (the relief and the caps are yearly). */
export function topUpRules(year: number): TopUpRules {
  if (!Number.isInteger(year)) throw new Error(`top-up rules: '${year}' is not a year`);
  const day = `${year}-12-31`;
  const relief = retirementRowOn(RSTU_RELIEF_CAPS, day);
  const matched = retirementRowOn(MATCHED_RETIREMENT_SAVINGS, day);
  const srs = retirementRowOn(SRS_RULES, day);
  return { year, rstuRelief: relief.value, matchedSavings: matched.value, srs: srs.value, sources: [relief.source, matched.source, srs.source] };
}
