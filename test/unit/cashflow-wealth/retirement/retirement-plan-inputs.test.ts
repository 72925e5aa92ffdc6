import { expect } from 'chai';
import type { Asset } from '../../../../src/cashflow-wealth/domain/asset.js';
import type { StoredFinances } from '../../../../src/cashflow-wealth/domain/finances/finances.js';
import type { Income } from '../../../../src/cashflow-wealth/domain/income.js';
import { retirementPlanInputs, type ProfileForPlan } from '../../../../src/cashflow-wealth/domain/retirement/retirement-plan-inputs.js';
import { checkRetirementSettings, DEFAULT_RETIREMENT_SETTINGS, upgradeStoredSettings, type RetirementSettings } from '../../../../src/cashflow-wealth/domain/retirement/retirement-settings.js';
import { grossFromTakeHome, estimateTakeHomePay } from '../../../../src/shared-kernel/cpf-contributions.js';
import { ValidationFailed } from '../../../../src/shared-kernel/errors.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { RATES } from '../finances/money-facts-builder.js';

const c = (n: number) => n as Cents;
const CPF_ID = 'c1000000-0000-4000-8000-000000000001';
const SALARY_ID = 'd1000000-0000-4000-8000-000000000001';

const salary = (over: Partial<Income> = {}): Income => ({ id: SALARY_ID, name: 'Salary', grossIncome: c(600_000), netIncome: c(480_000), incomeCurrency: 'SGD', type: 'EMPLOYMENT', ...over });
const stock = (value: number, currency = 'SGD'): Asset =>
  ({ id: `e${value}`, kind: 'stock', name: 'Shares', totalValueAmount: c(value), currency, investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null, insurance: null, property: null, lastUpdatedAt: new Date() }) as Asset;

const finances = (over: Partial<StoredFinances> = {}): StoredFinances => ({
  incomeList: [salary()],
  estimatedMonthlyExpenses: null,
  expenses: [],
  loanRepayments: [],
  investments: [],
  liabilities: [],
  targetMonthlySavings: null,
  totalBudget: null,
  assets: [],
  cpfAsset: { id: CPF_ID, oa: c(2_000_000), sa: c(2_000_000), ma: c(2_000_000), ra: c(0) },
  origins: {},
  ...over,
});

const profile = (over: Partial<ProfileForPlan> = {}): ProfileForPlan => ({
  dateOfBirth: '1991-12-15',
  dateOfBirthFromMyinfo: false,
  residentialStatus: 'CITIZEN',
  residentialStatusFromMyinfo: false,
  myinfoRetrievedOn: null,
  employmentStatus: 'FULL_PART_TIME',
  ...over,
});

const settings = (over: Partial<RetirementSettings> = {}): RetirementSettings => ({ ...DEFAULT_RETIREMENT_SETTINGS, ...over });
const read = (f = finances(), p = profile(), s = settings(), expenses: number | null = 300_000) => retirementPlanInputs(f, RATES, expenses === null ? null : c(expenses), p, s, '2026-12');

/** docs/decisions.md "The retirement plan": the inputs from the resident's own data, each with its source. */
describe('Retirement plan inputs', () => {
  it('reads each input from the resident’s data and says where it came from', () => {
    const plan = read(finances({ assets: [stock(5_000_000)], origins: { [CPF_ID]: { sourceName: 'Myinfo', asOf: '2026-11-01' } } }), profile({ dateOfBirthFromMyinfo: true, myinfoRetrievedOn: '2026-11-01' }));
    expect(plan.missing).to.deep.equal([]);
    expect(plan.inputs.dateOfBirth).to.deep.equal({ value: '1991-12-15', source: 'MYINFO', sourceLabel: 'Myinfo', asOf: '2026-11-01' });
    expect(plan.inputs.residentialStatus).to.deep.equal({ value: 'CITIZEN', source: 'PROFILE', sourceLabel: 'Your profile', asOf: null });
    expect(plan.inputs.balances).to.deep.equal({ value: { oa: 2_000_000, sa: 2_000_000, ma: 2_000_000, ra: 0 }, source: 'MYINFO', sourceLabel: 'Myinfo', asOf: '2026-11-01' });
    expect(plan.inputs.grossMonthlyWage).to.deep.include({ value: 600_000, source: 'CASHFLOW' });
    expect(plan.inputs.investments).to.deep.include({ value: 5_000_000, source: 'WEALTH', sourceLabel: 'Your wealth (investments)' });
    expect(plan.inputs.srsBalance).to.deep.include({ value: 0, source: 'WEALTH', sourceLabel: 'Your wealth: no SRS investments listed' });
    expect(plan.inputs.cashSetAside).to.deep.include({ value: 0, source: 'DEFAULT', sourceLabel: 'None unless you say: your cash savings are your emergency fund' });
    expect(plan.outlookInputs).to.deep.include({ grossMonthlyWage: 600_000, monthlySpending: 300_000, payoutStartAge: 65, startMonth: '2026-12' });
    // Each kind at its default return (other-retirement-money.ts): investments 4 %, SRS 4 %, cash 1.5 %.
    expect(plan.outlookInputs!.otherMoney).to.deep.equal({
      investments: { amount: 5_000_000, returnPercent: 4 },
      srs: { amount: 0, returnPercent: 4 },
      cash: { amount: 0, returnPercent: 1.5 },
    });
  });

  it('gives the 50-70 % income-replacement guide on the wage it reads (spec 3 "Retirement content facts"), none without a wage', () => {
    // S$6,000 x 50 % = S$3,000; x 70 % = S$4,200.
    expect(read().incomeReplacementGuide).to.deep.equal({ lowPercent: 50, highPercent: 70, monthlyLow: 300_000, monthlyHigh: 420_000 });
    expect(read(finances({ incomeList: [] }), profile({ employmentStatus: 'NOT_WORKING' })).incomeReplacementGuide).to.equal(null);
  });

  it('a permanent resident is read at the rates of the third year on', () => {
    expect(read(finances(), profile({ residentialStatus: 'PR' })).inputs.residentialStatus.value).to.equal('PR_THIRD_YEAR_ON');
  });

  it('counts only employment income as the wage, in SGD, and only investments as other money (cash is not counted)', () => {
    const rent = salary({ id: 'rent', type: 'RENT', grossIncome: c(200_000), netIncome: null });
    const cash = { ...stock(9_999_900), kind: 'cashSavings' } as Asset;
    const plan = read(finances({ incomeList: [salary(), rent], assets: [cash, stock(1_000_000)] }));
    expect(plan.inputs.grossMonthlyWage.value).to.equal(600_000);
    expect(plan.inputs.investments.value).to.equal(1_000_000);
    expect(plan.inputs.cashSetAside.value).to.equal(0);
  });

  it('reads the investments bought with SRS money as the SRS, the rest as the investments', () => {
    const srsFund = { ...stock(2_500_000), id: 'srs', kind: 'unitTrust', investmentSource: 'SRS' } as Asset;
    const cpfisFund = { ...stock(700_000), id: 'cpfis', kind: 'unitTrust', investmentSource: 'CPFIS' } as Asset;
    const plan = read(finances({ assets: [stock(1_000_000), srsFund, cpfisFund] }));
    expect(plan.inputs.srsBalance).to.deep.include({ value: 2_500_000, source: 'WEALTH', sourceLabel: 'Your wealth (investments bought with SRS)' });
    expect(plan.inputs.investments.value).to.equal(1_700_000);
  });

  it('takes the CPF part of the loan repayments as the flat paid from the OA', () => {
    const loan = { id: 'l1', name: 'HDB loan', amount: c(150_000), ccy: 'SGD', cash: c(30_000), cpf: c(120_000) } as StoredFinances['loanRepayments'][number];
    expect(read(finances({ loanRepayments: [loan] })).inputs.monthlyHousingFromOa).to.deep.include({ value: 120_000, source: 'CASHFLOW' });
  });

  it('a figure typed on the plan wins over the data', () => {
    const typed = { grossMonthlyWage: c(700_000), monthlySpending: c(250_000), investments: c(0), srsBalance: c(4_000_000), cashSetAside: c(3_000_000), monthlyHousingFromOa: c(50_000) };
    const plan = read(finances(), profile(), settings({ ...typed, investmentsReturnPercent: 5, srsReturnPercent: 0.05, cashReturnPercent: 2 }));
    for (const field of ['grossMonthlyWage', 'monthlySpending', 'investments', 'srsBalance', 'cashSetAside', 'monthlyHousingFromOa'] as const) expect(plan.inputs[field].source, field).to.equal('PLAN');
    expect(plan.outlookInputs).to.deep.include({ grossMonthlyWage: 700_000, monthlySpending: 250_000, monthlyHousingFromOa: 50_000 });
    expect(plan.outlookInputs!.otherMoney).to.deep.equal({
      investments: { amount: 0, returnPercent: 5 },
      srs: { amount: 4_000_000, returnPercent: 0.05 },
      cash: { amount: 3_000_000, returnPercent: 2 },
    });
  });

  it('lists what is missing with where to add it, and works nothing out', () => {
    const plan = read(finances({ incomeList: [], cpfAsset: null }), profile({ dateOfBirth: null }), settings(), null);
    expect(plan.missing.map((m) => m.field)).to.deep.equal(['dateOfBirth', 'grossMonthlyWage', 'balances', 'monthlySpending']);
    expect(plan.missing[0]!.where).to.equal('/profile/edit-general-information');
    expect(plan.outlookInputs).to.equal(null);
  });

  it('a resident not working has a wage of 0 from the profile, not a missing one', () => {
    const plan = read(finances({ incomeList: [] }), profile({ employmentStatus: 'NOT_WORKING' }));
    expect(plan.inputs.grossMonthlyWage).to.deep.include({ value: 0, source: 'PROFILE' });
    expect(plan.missing).to.deep.equal([]);
  });

  it('a self-employed resident with no employment income is told the plan covers an employee’s CPF only', () => {
    const plan = read(finances({ incomeList: [] }), profile({ employmentStatus: 'SELF_FREELANCE' }));
    expect(plan.missing).to.have.length(1);
    expect(plan.missing[0]).to.deep.include({ field: 'grossMonthlyWage', where: null });
    expect(plan.missing[0]!.message).to.match(/^You are self-employed: this plan works out an employee’s CPF only/);
  });

  it('an age outside 16 to 95 is refused as a date of birth to check', () => {
    expect(read(finances(), profile({ dateOfBirth: '2012-01-01' })).missing[0]).to.deep.include({ field: 'dateOfBirth' });
    expect(read(finances(), profile({ dateOfBirth: '1930-01-01' })).missing[0]).to.deep.include({ field: 'dateOfBirth' });
  });

  it('asks once about a wage whose take-home equals its gross, with the notice of assessment’s figure', () => {
    const f = finances({ incomeList: [salary({ grossIncome: c(400_000), netIncome: c(400_000) })], origins: { [SALARY_ID]: { sourceName: 'Myinfo', asOf: '2026-06-01', yearOfAssessment: 2026 } } });
    expect(read(f).grossWageQuestion).to.deep.equal({ typed: 400_000, grossIfTakeHome: 500_000, fromTaxAssessment: { monthly: 400_000, yearOfAssessment: 2026 } });
    expect(read(f, profile(), settings({ grossWageConfirmed: true })).grossWageQuestion).to.equal(null);
    expect(read(finances()).grossWageQuestion).to.equal(null);
  });
});

describe('Retirement settings rules', () => {
  const refused = (over: Partial<RetirementSettings>) => {
    try {
      checkRetirementSettings(settings(over));
    } catch (err) {
      expect(err).to.be.instanceOf(ValidationFailed);
      return (err as ValidationFailed).details;
    }
    return [];
  };
  it('payouts start between 65 and 70 (CPF LIFE), and the plan runs past them', () => {
    expect(refused({ payoutStartAge: 64 })).to.deep.equal([{ field: 'payoutStartAge', message: 'CPF LIFE payouts start between 65 and 70' }]);
    expect(refused({ payoutStartAge: 70, planToAge: 70 })).to.deep.equal([{ field: 'planToAge', message: 'Plan to an age after your payouts start' }]);
    expect(refused({ payoutStartAge: 70, planToAge: 71 })).to.deep.equal([]);
  });

  it('settings kept with one sum at one return read that sum and return as the investments', () => {
    expect(upgradeStoredSettings({ otherSavings: 5_000_000, returnPercent: 5, planToAge: 90 })).to.deep.equal({ investments: 5_000_000, investmentsReturnPercent: 5, planToAge: 90 });
    expect(upgradeStoredSettings({ otherSavings: null, returnPercent: 4 })).to.deep.equal({ investments: null, investmentsReturnPercent: 4 });
    // Settings of today are left as they are.
    const current = { investments: 100, investmentsReturnPercent: 3, srsBalance: null, srsReturnPercent: 4, cashSetAside: 0, cashReturnPercent: 1.5 };
    expect(upgradeStoredSettings(current)).to.deep.equal(current);
  });
});

describe('grossFromTakeHome: CPF’s employee share worked back', () => {
  // CPF Board's 2026 rates: 20 % employee share to 55; the cents of the share are dropped.
  const cases: Array<[takeHome: number, age: number, gross: number]> = [
    [400_000, 30, 500_000],
    [480_000, 34, 600_000],
    // Above the S$8,000 Ordinary Wage ceiling (2026) the share stays S$1,600: S$10,000 gross leaves S$8,400.
    [840_000, 30, 1_000_000],
    // 56 to 60: 18 % (S$5,000 -> S$900).
    [410_000, 58, 500_000],
  ];
  for (const [takeHome, age, gross] of cases) {
    it(`S$${takeHome / 100} take-home at ${age} -> S$${gross / 100} gross`, () => {
      expect(grossFromTakeHome(c(takeHome), age, 'CITIZEN')).to.equal(gross);
      expect(estimateTakeHomePay(c(gross), age, 'CITIZEN')).to.equal(takeHome);
    });
  }
  it('a foreigner pays no CPF: the take-home is the gross', () => expect(grossFromTakeHome(c(400_000), 30, 'FOREIGNER')).to.equal(400_000));
});
