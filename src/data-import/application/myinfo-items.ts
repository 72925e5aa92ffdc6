import type { ImportedItems } from '../../cashflow-wealth/public.js';
import { cpfAssetOf, estimatedIncomeOf, flatsStillOwedOn, mortgageOf } from '../domain/personal-data-mapping.js';
import type { PersonalData } from '../domain/personal-data.js';

const SOURCE_NAME = 'Myinfo';

/**
 * The Myinfo record as cashflow and wealth items (spec 2 §4): estimated income per tax-assessment source, a
 * mortgage liability and instalment per flat still owed on, and the CPF balances; each dated by Myinfo's own
 * "last updated" (else the consent's day). `ra` goes along when Myinfo has it (only residents of 55 and over have
 * one); the CPF asset shows it from 55 only, as for balances typed in.
 */
export function myinfoItemsOf(record: PersonalData): ImportedItems {
  const consentDay = record.latestConsentAt.slice(0, 10);
  const origin = (sourceRef: string, lastUpdatedAt: string | null) => ({ sourceName: SOURCE_NAME, sourceRef, asOf: lastUpdatedAt ?? consentDay });
  const mortgages = flatsStillOwedOn(record.hdbOwnership).map((flat) => ({ ...mortgageOf(flat), lastUpdatedAt: flat.lastUpdatedAt }));
  return {
    incomes: record.noa ? estimatedIncomeOf(record.noa).map((income) => ({ ...income, yearOfAssessment: Number(record.noa!.yearOfAssessment), ...origin(`noa:${income.type}`, record.noa!.lastUpdatedAt) })) : [],
    liabilities: mortgages.map((m) => ({ ...m.liability, ...origin(`hdb:${m.flatId}`, m.lastUpdatedAt) })),
    // A flat paid off month to month by nothing (an instalment of 0) has no repayment to show.
    loanRepayments: mortgages.filter((m) => m.repayment.amount > 0).map((m) => ({ ...m.repayment, ...origin(`hdb:${m.flatId}`, m.lastUpdatedAt) })),
    assets: [],
    cpf: record.cpf ? { ...cpfAssetOf(record.cpf, record.cpf.ra !== null), ra: record.cpf.ra, ...origin('cpf', null) } : null,
  };
}
