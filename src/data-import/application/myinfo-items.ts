import type { ImportedItems } from '../../cashflow-wealth/public.js';
import { cpfAssetOf, estimatedIncomeOf, flatAssetOf, flatsStillOwedOn, mortgageOf } from '../domain/personal-data-mapping.js';
import type { HdbOwnership, PersonalData } from '../domain/personal-data.js';

const SOURCE_NAME = 'Myinfo';

/**
 * A flat as the home it is (a property asset), securing the mortgage written under the same source ref
 * (decisions.md "The home as an asset").
 */
function homeOf(flat: HdbOwnership, consentDay: string) {
  const home = flatAssetOf(flat, consentDay);
  return {
    kind: 'property' as const,
    name: home.name,
    totalValueAmount: home.totalValueAmount,
    currency: 'SGD',
    investmentSource: 'CASH' as const,
    estimatedGrowthRate: null,
    property: { ...home.property, securesSourceRef: home.securesMortgage ? `hdb:${flat.id}` : null },
  };
}

/**
 * Only the incomes the resident ticked for this notice (docs/decisions.md "Imports ask before they add"): none before
 * they answer, none after a newer notice came in (it is asked about again).
 */
function tickedIncome(record: PersonalData, ref: string): boolean {
  const choice = record.incomeChoice;
  return !!choice && !!record.noa && choice.yearOfAssessment === record.noa.yearOfAssessment && choice.ticked.includes(ref);
}

/**
 * The Myinfo record as cashflow and wealth items (spec 2 §4): estimated income per tax-assessment source ticked, a
 * mortgage liability and instalment per flat still owed on, every flat as a home (securing its mortgage), and the
 * CPF balances; each dated by Myinfo's own "last updated" (else the consent's day). `ra` goes along when Myinfo has it (only residents of 55 and over have
 * one); the CPF asset shows it from 55 only, as for balances typed in.
 */
export function myinfoItemsOf(record: PersonalData): ImportedItems {
  const consentDay = record.latestConsentAt.slice(0, 10);
  const origin = (sourceRef: string, lastUpdatedAt: string | null) => ({ sourceName: SOURCE_NAME, sourceRef, asOf: lastUpdatedAt ?? consentDay });
  const mortgages = flatsStillOwedOn(record.hdbOwnership).map((flat) => ({ ...mortgageOf(flat), lastUpdatedAt: flat.lastUpdatedAt }));
  return {
    incomes: record.noa ? estimatedIncomeOf(record.noa).filter((income) => tickedIncome(record, `noa:${income.type}`)).map((income) => ({ ...income, yearOfAssessment: Number(record.noa!.yearOfAssessment), ...origin(`noa:${income.type}`, record.noa!.lastUpdatedAt) })) : [],
    liabilities: mortgages.map((m) => ({ ...m.liability, ...origin(`hdb:${m.flatId}`, m.lastUpdatedAt) })),
    // A flat paid off month to month by nothing (an instalment of 0) has no repayment to show.
    loanRepayments: mortgages.filter((m) => m.repayment.amount > 0).map((m) => ({ ...m.repayment, ...origin(`hdb:${m.flatId}`, m.lastUpdatedAt) })),
    assets: record.hdbOwnership.map((flat) => ({ ...homeOf(flat, consentDay), ...origin(`hdb:${flat.id}`, flat.lastUpdatedAt) })),
    cpf: record.cpf ? { ...cpfAssetOf(record.cpf, record.cpf.ra !== null), ra: record.cpf.ra, ...origin('cpf', null) } : null,
  };
}
