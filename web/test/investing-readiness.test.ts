/// <reference types="mocha" />
import { expect } from 'chai';
import type { InsurancePolicyEntry } from '../../src/cashflow-wealth/adapters/http/investing.contract.js';
import { assessReadiness } from '../../src/cashflow-wealth/domain/investing/readiness.js';
import { loadReadinessAnswers, saveReadinessAnswers } from '../src/investing/readiness/readiness-answers';
import { insuranceSpendingOf, readinessFiguresOf } from '../src/investing/readiness/readiness-figures';
import { checkSummary, FIX_LINKS, missingText } from '../src/investing/readiness/readiness-text';
import { EMPTY_INSURANCE } from '../src/wealth/asset-sync';
import { asset, finances, RATES } from './support/finances-fixtures';

const INPUTS = { income: true, expenses: true, instalments: true, wealth: true, savings: true, loansKnown: true };
const FIGURES = { takeHomeIncome: 400_000, expenses: 180_000, instalmentsCash: 20_000, instalmentsCpf: 0, monthlyInvestments: 40_000, leftEachMonth: 200_000, inputs: INPUTS };
const TOTALS = { monthlyGrossIncome: 500_000, monthlyTakeHomeIncome: 400_000, monthlyExpenses: 180_000, monthlyLoanRepayments: 20_000, monthlyInvestments: 40_000, totalAssets: 0, totalLiabilities: 0, netWorth: 0, homeValue: 0, netWorthWithoutHome: 0 };

const listEntry = (patch: Partial<InsurancePolicyEntry['insurance']>): InsurancePolicyEntry => ({
  id: 'p1',
  insurance: { ...EMPTY_INSURANCE, policyName: 'CI plan', ...patch },
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
});

describe('investing: the readiness figures, from what the dashboard shows', () => {
  it("takes the dashboard's monthly figures, the cash for the fund, the loans and both places' policies (in SGD)", () => {
    const { figures, sources } = readinessFiguresOf(
      finances({
        totals: TOTALS,
        monthlyFigures: FIGURES,
        cashSavingsAssets: [asset({ id: 's', name: 'Savings', totalValueAmount: 500_000 })],
        fixedDepositAssets: [asset({ id: 'fd', name: 'FD', totalValueAmount: 100_000, currency: 'USD' })],
        stockAssets: [asset({ id: 'st', name: 'Shares', totalValueAmount: 9_000_000 })],
        liabilities: [
          { id: 'car', name: 'Car loan', amount: 2_000_000, ccy: 'SGD', category: 'NON_MORTGAGE' },
          { id: 'hdb', name: 'HDB loan', amount: 30_000_000, ccy: 'SGD', category: 'MORTGAGE' },
        ],
        loanRepayments: [
          { id: 'l1', name: 'Car', amount: 20_000, ccy: 'SGD', cash: 20_000, cpf: 0, type: { id: 2, description: 'NON_MORTGAGE' }, liabilityId: 'car' },
          { id: 'l2', name: 'Card instalments', amount: 5_000, ccy: 'SGD', cash: 5_000, cpf: 0, type: { id: 2, description: 'NON_MORTGAGE' }, liabilityId: null },
        ],
        insuranceAssets: [
          asset({ id: 'i', name: 'Term life', currency: 'USD', insurance: { ...EMPTY_INSURANCE, sumAssured: 10_000_000, totalPermanentDisabilitySumAssured: 10_000_000, premiumAmount: 10_000, premiumFrequency: 'MONTHLY' } }),
        ],
      }),
      RATES,
      [listEntry({ criticalIllnessSumAssured: 24_000_000, premiumAmount: 50_000, premiumFrequency: 'ANNUALLY' })],
    );
    expect(figures).to.deep.include({ monthlyGrossIncome: 500_000, monthlyTakeHome: 400_000, monthlyOutflow: 200_000, emergencyFund: 630_000, monthlyInvestments: 40_000 });
    expect(figures.debts).to.deep.equal([
      { name: 'Car loan', category: 'NON_MORTGAGE', balance: 2_000_000, monthly: 20_000 },
      { name: 'HDB loan', category: 'MORTGAGE', balance: 30_000_000, monthly: null },
      { name: 'Card instalments', category: 'NON_MORTGAGE', balance: null, monthly: 5_000 },
    ]);
    expect(figures.policies).to.deep.equal([
      { name: 'Term life', source: 'WEALTH', death: 13_000_000, tpd: 13_000_000, criticalIllness: null, yearlyPremium: 156_000 },
      { name: 'CI plan', source: 'INSURANCE_LIST', death: null, tpd: null, criticalIllness: 24_000_000, yearlyPremium: 50_000 },
    ]);
    expect(sources).to.deep.equal({ policiesFromWealth: 1, policiesFromList: 1, fundHoldings: 2, skipped: 0, insuranceExpenses: 0 });
  });

  it('a figure not entered is null, never 0, so its check says we do not know', () => {
    const nothing = { income: false, expenses: false, instalments: false, wealth: false, savings: false, loansKnown: false };
    const { figures } = readinessFiguresOf(finances({ monthlyFigures: { ...FIGURES, inputs: nothing } }), RATES, []);
    expect(figures).to.deep.equal({
      monthlyGrossIncome: null,
      monthlyTakeHome: null,
      monthlyOutflow: null,
      emergencyFund: null,
      fundAllocated: false,
      debts: null,
      monthlyInvestments: null,
      policies: null,
      insuranceSpending: null,
    });
    expect(assessReadiness(figures, null).checks.every((check) => check.status === 'UNKNOWN')).to.equal(true);
  });
});

describe('investing: the readiness figures, one emergency fund and the premiums entered (docs/decisions.md "Links and feeds")', () => {
  it("reads GET /finances' emergency fund: the target's allocation and the health check's outflow, not all the cash", () => {
    const { figures } = readinessFiguresOf(
      finances({
        monthlyFigures: FIGURES,
        cashSavingsAssets: [asset({ id: 's', name: 'Savings', totalValueAmount: 5_000_000 })],
        emergencyFund: { fund: 1_200_000, monthlyOutflow: 200_000, months: 6, allocated: true },
      }),
      RATES,
      [],
    );
    expect(figures).to.deep.include({ emergencyFund: 1_200_000, monthlyOutflow: 200_000, fundAllocated: true });
    const check = assessReadiness(figures, null).checks[0]!;
    expect(check).to.include({ id: 'EMERGENCY_FUND', status: 'MET', ratio: 6 });
    expect(checkSummary(check)).to.equal('The S$12,000.00 you set aside for your emergency fund target covers 6 months of spending (3 months is S$6,000.00).');
  });

  it("counts the cashflow's insurance expenses as the premiums: S$250 a month and S$600 a year are S$3,600 a year", () => {
    const monthly = { id: 'e1', category: 'insurance', amount: 25_000, timeInterval: { id: 1, description: 'MONTHLY' as const }, budgetAmount: null, budgetTimeInterval: null, colour: null };
    const yearly = { ...monthly, id: 'e2', category: 'Insurance ', amount: 60_000, timeInterval: { id: 2, description: 'YEARLY' as const } };
    const food = { ...monthly, id: 'e3', category: 'Food and drinks', amount: 80_000 };
    expect(insuranceSpendingOf([monthly, yearly, food])).to.equal(360_000);
    expect(insuranceSpendingOf([food])).to.equal(null);
    const { figures, sources } = readinessFiguresOf(finances({ totals: TOTALS, monthlyFigures: FIGURES, expenses: [monthly, yearly, food] }), RATES, []);
    expect([figures.insuranceSpending, figures.policies, sources.insuranceExpenses]).to.deep.equal([360_000, null, 2]);
    const premiums = assessReadiness(figures, null).checks.find((check) => check.id === 'PREMIUMS')!;
    // 3,600 of 4,000 x 12 = 48,000 take-home a year: 7.5 %.
    expect(premiums).to.include({ status: 'MET', have: 360_000, premiumsFrom: 'CASHFLOW' });
    expect(checkSummary(premiums).replace(/\u00a0%/g, ' %')).to.equal(
      'You pay S$3,600.00 a year in premiums (the insurance in your cashflow expenses): 7.5 % of your take-home pay (at most S$7,200.00).',
    );
  });
});

describe('investing: what the readiness results say', () => {
  it('the figures behind each check, in dollars', () => {
    const result = assessReadiness(
      { monthlyGrossIncome: 500_000, monthlyTakeHome: 400_000, monthlyOutflow: 200_000, emergencyFund: 589_999, debts: [], monthlyInvestments: 39_999, policies: [{ name: 'P', source: 'WEALTH', death: 54_000_000, tpd: null, criticalIllness: null, yearlyPremium: 720_000 }] },
      null,
    );
    // Percentages keep their sign on the number's line (a no-break space).
    const byId = Object.fromEntries(result.checks.map((check) => [check.id, checkSummary(check).replace(/\u00a0%/g, ' %')]));
    // 5,899.99 / 2,000 = 2.949995 months: 2.9 by the shared kernel's one rounding (docs/decisions.md "One emergency fund").
    expect(byId.EMERGENCY_FUND).to.equal('Your fund of S$5,899.99 covers 2.9 months of spending. Add S$100.01 to reach 3 months (S$6,000.00).');
    expect(byId.DEATH_COVER).to.equal("Your policies pay S$540,000.00 on death: 9 times your yearly income (the guide's S$540,000.00).");
    expect(byId.TPD_COVER).to.equal('Your policies pay S$0.00 on total permanent disability: 0 times your yearly income. The guide suggests S$540,000.00: S$540,000.00 more.');
    expect(byId.PREMIUMS).to.equal('You pay S$7,200.00 a year in premiums: 15 % of your take-home pay (at most S$7,200.00).');
    expect(byId.SAVING_TO_INVEST).to.equal('You invest S$399.99 a month: 9.9 % of your take-home pay. 10 % is S$400.00: S$0.01 more a month.');
    expect(byId.EXPENSIVE_DEBT).to.equal('You have no loans other than a home loan.');
  });

  it('an unknown check says what to enter, and links to where', () => {
    expect(missingText(['INCOME', 'INSURANCE'])).to.equal(
      'Enter your income and your insurance policies with their sums assured and premiums (or your insurance expenses in your cashflow) to find out.',
    );
    expect(FIX_LINKS.EMERGENCY_FUND.to).to.equal('/investment-resources/readiness-assessment-results/edit-emergency-fund');
  });

  it('the answers are kept per resident and only when all three are known answers', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveReadinessAnswers(storage, 'r1', { horizon: 'UNDER_3_YEARS', goal: 'HOME', reaction: 'SELL_SOME' });
    expect(loadReadinessAnswers(storage, 'r1')).to.deep.equal({ horizon: 'UNDER_3_YEARS', goal: 'HOME', reaction: 'SELL_SOME' });
    expect(loadReadinessAnswers(storage, 'r2')).to.equal(null);
    store.set('mymoneyplan.readiness-answers.r3', JSON.stringify({ horizon: 'SOON', goal: 'HOME', reaction: 'WAIT' }));
    expect(loadReadinessAnswers(storage, 'r3')).to.equal(null);
  });
});
