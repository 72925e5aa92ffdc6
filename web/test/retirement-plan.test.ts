/// <reference types="mocha" />
import { expect } from 'chai';
import { housingPlanOffers } from '../src/retirement/plan/housing-plan-offer';
import { flowResult } from 'mobx';
import type { RetirementCalculateResponse } from '../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import type { RetirementPlanRequest, RetirementPlanResponse, RetirementPlanSettingsDto } from '../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import { otherMoneyAtRetirementText, sourcesFor, FIGURE_RULES } from '../src/retirement/plan/figure-notes';
import { keptPlanRequest } from '../src/retirement/plan/keep-as-plan';
import { accountsShown, balancesTable, incomeLayout, incomeTable, leverBars, leversSummary } from '../src/retirement/plan/plan-chart-data';
import { formErrors, formFieldOf, formOfSettings, monthOfText, saveFailureOf, settingsOfForm } from '../src/retirement/plan/plan-settings-form';
import { RetirementPlanStore } from '../src/retirement/plan/retirement-plan-store';
import { requestOf, emptyAnswers } from '../src/retirement/retirement-answers';

const SETTINGS: RetirementPlanSettingsDto = {
  grossMonthlyWage: null,
  grossWageConfirmed: true,
  bonusMonths: 1.5,
  monthlySpending: 250_000,
  investments: null,
  srsBalance: null,
  cashSetAside: null,
  monthlyHousingFromOa: 80_000,
  housingFromOaUntil: '2045-06',
  wageGrowthPercent: 3,
  inflationPercent: 2.5,
  investmentsReturnPercent: 4,
  srsReturnPercent: 4,
  cashReturnPercent: 1.5,
  payoutStartAge: 65,
  cpfLifePlan: 'STANDARD',
  retirementSumChoice: 'FULL',
  planToAge: 95,
};

const source = (title: string) => ({ publisher: 'CPF Board' as const, title, checkedOn: '2026-12-02' });

function plan(overrides: Partial<RetirementCalculateResponse> = {}): RetirementCalculateResponse {
  return {
    rulesAsOf: '2026-12-01',
    startMonth: '2026-12',
    firstContribution: { total: 222_000, employer: 102_000, employee: 120_000, oa: 138_000, sa: 36_000, ma: 48_000, ra: 0 },
    retirementSums: { cohortYear: 2046, basic: 1, full: 2, enhanced: 4, basicHealthcare: 1 },
    balances: {
      at55: null,
      atPayoutAge: { oa: 10, sa: 0, ma: 20, ra: 30 },
      byAge: [
        { age: 35, oa: 100, sa: 100, ma: 100, ra: 0 },
        { age: 36, oa: 200, sa: 150, ma: 120, ra: 0 },
      ],
    },
    cpfLife: { plan: 'STANDARD', startAge: 65, monthlyPayoutLow: 300_000, monthlyPayoutHigh: 330_000, label: "CPF's estimate" },
    retirement: { month: '2056-12', age: 65, planToAge: 95, otherSavingsAtRetirement: 0, otherMoneyAtRetirement: { investments: 0, srs: 0, cash: 0 } },
    income: { cpfLifeMonthlyToday: 150_000, savingsMonthlyToday: 20_000 },
    need: { monthlyToday: 300_000, monthlyAtRetirement: 600_000 },
    gap: { monthlyToday: 130_000, monthlyAtRetirement: 260_000, lumpSumAtRetirement: 9_000_000 },
    levers: [
      { kind: 'DEFER_TO_70', description: 'Start CPF LIFE at 70', applies: true, monthlyEffectToday: 40_000, cost: null, costDescription: 'Five years later' },
      { kind: 'ESCALATING_PLAN', description: 'Choose the Escalating plan', applies: true, monthlyEffectToday: -5_000, cost: null, costDescription: 'Lower at first' },
      { kind: 'SRS_CONTRIBUTION', description: 'Put into SRS', applies: false, monthlyEffectToday: 0, cost: null, costDescription: '' },
    ],
    sources: [source('CPF contribution rates from 1 January 2026'), source('CPF LIFE estimated monthly payouts'), source('Deferring CPF LIFE payouts past 65'), source('CPF interest rates')],
    ...overrides,
  };
}

describe('Retirement plan: the assumptions form', () => {
  it('shows the kept settings in the boxes and gives them back unchanged', () => {
    const form = formOfSettings(SETTINGS);
    expect(form).to.deep.include({ grossMonthlyWage: '', monthlySpending: '2,500.00', monthlyHousingFromOa: '800.00', housingFromOaUntil: '06/2045', bonusMonths: '1.5', planToAge: '95' });
    expect(formErrors(form)).to.deep.equal({});
    expect(settingsOfForm(form, SETTINGS)).to.deep.equal(SETTINGS);
  });

  it('an emptied figure is null (back to the resident’s data); the gross-wage answer is kept', () => {
    const form = { ...formOfSettings(SETTINGS), monthlySpending: '', grossMonthlyWage: '7,000', housingFromOaUntil: '' };
    const request = settingsOfForm(form, { grossWageConfirmed: false });
    expect(request).to.deep.include({ monthlySpending: null, grossMonthlyWage: 700_000, housingFromOaUntil: null, grossWageConfirmed: false });
  });

  it('names each box that fails its rule', () => {
    const form = { ...formOfSettings(SETTINGS), payoutStartAge: '71', planToAge: '', housingFromOaUntil: '13/2045', monthlySpending: 'abc' };
    expect(Object.keys(formErrors(form)).sort()).to.deep.equal(['housingFromOaUntil', 'monthlySpending', 'payoutStartAge', 'planToAge']);
    expect(monthOfText('6/2045')).to.equal('2045-06');
    expect(monthOfText('2045-06')).to.equal(null);
  });

  it('puts a 400’s messages beside the boxes they name, and the rest beside Save', () => {
    expect(formFieldOf('payoutStartAge')).to.equal('payoutStartAge');
    expect(formFieldOf('assumptions.planToAge')).to.equal('planToAge');
    expect(formFieldOf('balances.oa')).to.equal(null);
    const failure = saveFailureOf({ status: 400, body: { details: [{ field: 'payoutStartAge', message: 'From 65 to 70' }, { field: 'x', message: 'Other' }] } });
    expect(failure).to.deep.equal({ fields: { payoutStartAge: 'From 65 to 70' }, other: ['Other'] });
    expect(saveFailureOf(new Error('offline')).other).to.have.length(1);
  });
});

describe('Retirement plan: keeping the public page’s answers', () => {
  it('maps the answers to the plan’s settings; the balances are not kept and the wage is confirmed as gross', () => {
    const outcome = requestOf(
      { ...emptyAnswers(), dateOfBirth: '1991-06-15', residentialStatus: 'CITIZEN', grossMonthlyWage: '6,000', bonusMonths: '2', oa: '40,000', monthlySpending: '3,000', investments: '10,000', cashSetAside: '5,000', cashReturnPercent: '2', payoutStartAge: '70', cpfLifePlan: 'ESCALATING' },
      '2026-12-02',
    );
    if (outcome.kind !== 'ready') throw new Error(outcome.kind);
    const kept: RetirementPlanRequest = keptPlanRequest(outcome.request, { investments: true, srsBalance: false, cashSetAside: true });
    expect(kept).to.deep.equal({
      grossMonthlyWage: 600_000,
      grossWageConfirmed: true,
      bonusMonths: 2,
      monthlySpending: 300_000,
      investments: 1_000_000,
      // Left empty on the public page: the plan takes the SRS investments in the resident's wealth, not S$0.
      srsBalance: null,
      cashSetAside: 500_000,
      monthlyHousingFromOa: null,
      housingFromOaUntil: null,
      wageGrowthPercent: 3,
      inflationPercent: 2.5,
      investmentsReturnPercent: 4,
      srsReturnPercent: 4,
      cashReturnPercent: 2,
      payoutStartAge: 70,
      cpfLifePlan: 'ESCALATING',
      retirementSumChoice: 'FULL',
      planToAge: 95,
    });
    expect(kept).to.not.have.property('balances');
    expect(kept).to.not.have.property('dateOfBirth');
    expect(keptPlanRequest(outcome.request, { investments: false, srsBalance: false, cashSetAside: false })).to.deep.include({ investments: null, srsBalance: null, cashSetAside: null });
  });
});

describe('Retirement plan: the charts draw the answer’s figures, no new ones', () => {
  it('balances: only the accounts that hold money, a row an age', () => {
    const r = plan();
    expect(accountsShown(r.balances.byAge).map((a) => a.key)).to.deep.equal(['oa', 'sa', 'ma']);
    const table = balancesTable(r.balances.byAge);
    expect(table.columns).to.deep.equal(['Age', 'Ordinary Account', 'Special Account', 'MediSave Account']);
    expect(table.rows[1]).to.deep.equal(['36', 'S$2.00', 'S$1.50', 'S$1.20']);
  });

  it('income: the answer’s monthly figures in today’s dollars, from the payout age to the plan-to age', () => {
    const r = plan();
    expect(incomeLayout(r)).to.deep.equal({ fromAge: 65, toAge: 95, cpfLife: 150_000, savings: 20_000, need: 300_000 });
    expect(incomeTable(r).rows.map((row) => row[1])).to.deep.equal(['S$1,500.00', 'S$200.00', 'S$3,000.00', 'S$1,300.00']);
  });

  it('levers: those that apply, each its effect; the take-away names the largest', () => {
    const r = plan();
    expect(leverBars(r).map((b) => [b.label, b.value])).to.deep.equal([
      ['Defer to 70', 40_000],
      ['Escalating', -5_000],
    ]);
    expect(leversSummary(r)).to.contain('S$400.00');
  });
});

describe('Retirement plan: how each figure was worked out', () => {
  it('names the sources each figure rests on, from the answer’s own list', () => {
    const r = plan();
    expect(sourcesFor('cpfLife', r.sources).map((s) => s.title)).to.deep.equal(['CPF LIFE estimated monthly payouts', 'Deferring CPF LIFE payouts past 65']);
    expect(sourcesFor('contribution', r.sources).map((s) => s.title)).to.deep.equal(['CPF contribution rates from 1 January 2026']);
    expect(sourcesFor('need', r.sources)).to.deep.equal([]);
    expect(FIGURE_RULES.need).to.contain('inflation');
  });
});

describe('Retirement plan: the store', () => {
  const answer = (s: RetirementPlanSettingsDto): RetirementPlanResponse => ({ settings: s, savedAt: null, inputs: {} as RetirementPlanResponse['inputs'], missing: [], grossWageQuestion: null, incomeReplacementGuide: null, plan: plan() });

  it('holds the GET answer and replaces it with each PUT’s; a refused PUT leaves it as it was', async () => {
    let refuse = false;
    const store = new RetirementPlanStore({
      get: async () => answer(SETTINGS),
      put: async (request) => {
        if (refuse) throw Object.assign(new Error('400'), { status: 400 });
        return answer({ ...SETTINGS, ...request } as RetirementPlanSettingsDto);
      },
    });
    await flowResult(store.load());
    expect(store.loaded).to.equal(true);
    expect(store.answer?.settings.payoutStartAge).to.equal(65);
    await flowResult(store.save({ ...SETTINGS, payoutStartAge: 70 }));
    expect(store.answer?.settings.payoutStartAge).to.equal(70);
    refuse = true;
    let failed = false;
    await flowResult(store.save({ ...SETTINGS, payoutStartAge: 66 })).catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect(store.answer?.settings.payoutStartAge).to.equal(70);
    expect(store.saving).to.equal(false);
    store.clear();
    expect(store.answer).to.equal(null);
  });

  it('a failed read says so and keeps nothing made up', async () => {
    const store = new RetirementPlanStore({ get: async () => Promise.reject(new Error('offline')), put: async () => Promise.reject(new Error('x')) });
    await flowResult(store.load());
    expect(store.loadFailed).to.equal(true);
    expect(store.answer).to.equal(null);
  });
});

describe('A housing plan’s CPF instalment offered as the OA paid for the flat', () => {
  const plan = (over: Record<string, unknown>, cpf: number) => ({ id: 'p1', planName: 'Punggol 4-room', purchaseDate: '2027-03-15', loanPeriod: 25, ...over, summary: { cpfMonthlyInstalment: cpf } }) as never;
  it('offers the plan summary’s CPF instalment from the purchase month for the loan period', () => {
    // 25 years from March 2027: the 300th month is February 2052.
    expect(housingPlanOffers([plan({}, 120_000)])).to.deep.equal([{ planId: 'p1', planName: 'Punggol 4-room', monthly: 120_000, until: '2052-02', loanYears: 25 }]);
    expect(housingPlanOffers([plan({ purchaseDate: '2026-12-02', loanPeriod: 1 }, 50_000)])[0]!.until).to.equal('2027-11');
  });
  it('offers nothing for a plan paid in cash only', () => {
    expect(housingPlanOffers([plan({}, 0)])).to.deep.equal([]);
  });
});

describe('Retirement answer: the other money by kind at retirement', () => {
  it('names each kind that holds money with the answer’s own figure, none when there is none', () => {
    const at = (investments: number, srs: number, cash: number) =>
      otherMoneyAtRetirementText(plan({ retirement: { month: '2056-12', age: 65, planToAge: 95, otherSavingsAtRetirement: investments + srs + cash, otherMoneyAtRetirement: { investments, srs, cash } } }));
    expect(at(0, 0, 0)).to.equal(null);
    expect(at(16_216_988, 0, 0)).to.equal("By 65: your investments S$162,169.88, in that year's dollars, each grown at the return you assume for it.");
    expect(at(16_216_988, 2_000_000, 1_563_080)).to.equal(
      "By 65: your investments S$162,169.88, your SRS S$20,000.00 and your cash set aside S$15,630.80, in that year's dollars, each grown at the return you assume for it.",
    );
  });
});
