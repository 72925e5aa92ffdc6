/// <reference types="mocha" />
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { HealthCheckResponse } from '../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { areaFigures } from '../src/dashboard/area-figures';
import { healthRadarAxes, healthRadarSummary, HEALTH_RADAR_LEVELS } from '../src/dashboard/health-radar-axes';
import { AREA_EXPLANATIONS, areaExplanation, formatClasses, formatMonths, formatRatio, levelView, missingFigures, OVERALL_EXPLANATIONS } from '../src/dashboard/health-levels';
import { leftSentence, monthlyFigureLines, UNSPLIT_INSTALMENT_HINT } from '../src/shared/monthly-figures/monthly-figure-lines';
import { compactMoney, netWorthSummary } from '../src/dashboard/net-worth-chart-format';
import { actionView, RECOMMENDED_ACTION_KEYS } from '../src/dashboard/recommended-action-labels';

describe('dashboard: health level labels and icons', () => {
  it('maps each level of spec 2 §3 to its word, icon and tone', () => {
    expect(levelView(0)).to.deep.equal({ level: 0, label: 'Not available yet', tone: 'unavailable', icon: 'dash' });
    expect(levelView(1)).to.deep.equal({ level: 1, label: 'Needs attention', tone: 'attention', icon: 'alert' });
    expect(levelView(2)).to.deep.equal({ level: 2, label: 'Fair', tone: 'fair', icon: 'half' });
    expect(levelView(3)).to.deep.equal({ level: 3, label: 'Good', tone: 'good', icon: 'check' });
  });

  it('gives every level its own icon and word (never colour alone)', () => {
    const views = [0, 1, 2, 3].map(levelView);
    expect(new Set(views.map((view) => view.icon)).size).to.equal(4);
    expect(new Set(views.map((view) => view.label)).size).to.equal(4);
  });

  it('reads an unknown level as not available', () => {
    expect(levelView(7).label).to.equal('Not available yet');
    expect(levelView(1.5).label).to.equal('Not available yet');
  });

  it('has a one-line explanation for every level, overall and per area', () => {
    for (const level of [0, 1, 2, 3] as const) {
      expect(OVERALL_EXPLANATIONS[level]).to.match(/\.$/);
      for (const area of ['cashflow', 'wealth', 'protection'] as const) expect(AREA_EXPLANATIONS[area][level]).to.match(/\.$/);
    }
  });

  it('formats ratios as percentages to 1 decimal, months and classes in words', () => {
    expect(formatRatio(0.2534)).to.equal('25.3 %');
    expect(formatRatio(0.05)).to.equal('5.0 %');
    expect(formatRatio(-0.125)).to.equal('-12.5 %');
    expect(formatRatio(0)).to.equal('0.0 %');
    expect(formatRatio(null)).to.equal('Not available yet');
    expect(formatMonths(4.5)).to.equal('4.5 months');
    expect(formatMonths(1)).to.equal('1.0 month');
    expect(formatMonths(6.04)).to.equal('6.0 months');
    expect(formatMonths(null)).to.equal('Not available yet');
    expect(formatClasses(1)).to.equal('1 kind');
    expect(formatClasses(0)).to.equal('0 kinds');
  });
});

describe('dashboard: recommended actions', () => {
  it('knows exactly the keys the server recommends (RECOMMENDED_ACTION_PRIORITY)', () => {
    // The web may not import server domain code, so the server file is read as text to keep both lists equal.
    const source = readFileSync(new URL('../../src/cashflow-wealth/domain/health-check/recommended-actions.ts', import.meta.url), 'utf8');
    const list = /RECOMMENDED_ACTION_PRIORITY = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    const serverKeys = [...list.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]);
    expect(serverKeys).to.have.length.greaterThan(0);
    expect([...RECOMMENDED_ACTION_KEYS]).to.deep.equal(serverKeys);
  });

  const EXPECTED_LINKS: Record<string, string> = {
    ENTER_CASHFLOW: '/cashflow/setup',
    BUILD_EMERGENCY_FUND: '/dashboard/protection/emergency-fund',
    REDUCE_DEBT: '/dashboard/cashflow/total-debt-servicing-ratio',
    INCREASE_SAVINGS: '/dashboard/cashflow/savings-ratio',
    SET_BUDGET: '/dashboard/cashflow/edit-expenses',
    GROW_EMERGENCY_FUND: '/dashboard/protection/emergency-fund',
    START_INVESTING: '/dashboard/wealth/investments',
    DIVERSIFY_INVESTMENTS: '/dashboard/wealth/investments',
    SET_SAVINGS_TARGET: '/targets',
  };

  for (const key of RECOMMENDED_ACTION_KEYS) {
    it(`${key}: a title, one sentence on why and the link where to act`, () => {
      const view = actionView(key);
      expect(view.key).to.equal(key);
      expect(view.title).to.match(/^[A-Z][^.]+$/);
      expect(view.why).to.match(/^[A-Z].*\.$/);
      expect(view.why.split('. ')).to.have.length(1);
      expect(view.href).to.equal(EXPECTED_LINKS[key]);
      expect(view.linkText).to.have.length.greaterThan(0);
    });
  }

  it('gives every key its own title', () => {
    expect(new Set(RECOMMENDED_ACTION_KEYS.map((key) => actionView(key).title)).size).to.equal(RECOMMENDED_ACTION_KEYS.length);
  });

  it('still shows a key it does not know, readably, linking to the dashboard', () => {
    expect(actionView('REVIEW_INSURANCE')).to.deep.include({ title: 'Review insurance', href: '/dashboard' });
  });
});

const CHECK: HealthCheckResponse = {
  savingsRatio: { code: 'SR2', level: 2, ratio: 0.125 },
  debtServicingRatio: { code: 'TDSR1', level: 3, ratio: 0.2 },
  diversification: { code: 'IV3B', level: 1, classes: 0 },
  emergencyFund: { code: 'EF2', level: 2, months: 4.25, fund: 425000, monthlyOutflow: 100000, allocated: false },
  areas: { cashflow: 2, wealth: 1, protection: 2 },
  overall: 1,
  monthlyFigures: {
    takeHomeIncome: 400_000,
    expenses: 300_000,
    instalmentsCash: 50_000,
    instalmentsCpf: 100_000,
    monthlyInvestments: 20_000,
    leftEachMonth: 50_000,
    inputs: { income: true, expenses: true, instalments: true, wealth: true, savings: true, loansKnown: true },
  },
};

/** A brand-new account: nothing available (docs/decisions.md "Monthly figures and availability"). */
const NEW_ACCOUNT: HealthCheckResponse = {
  savingsRatio: { code: 'SR0', level: 0, ratio: null },
  debtServicingRatio: { code: 'TDSR0', level: 0, ratio: null },
  diversification: { code: 'IV0', level: 0, classes: 0 },
  emergencyFund: { code: 'EF0', level: 0, months: null, fund: null, monthlyOutflow: null, allocated: false },
  areas: { cashflow: 0, wealth: 0, protection: 0 },
  overall: 0,
  monthlyFigures: {
    takeHomeIncome: 0,
    expenses: 0,
    instalmentsCash: 0,
    instalmentsCpf: 0,
    monthlyInvestments: 0,
    leftEachMonth: 0,
    inputs: { income: false, expenses: false, instalments: false, wealth: false, savings: false, loansKnown: false },
  },
};
const withInputs = (inputs: Partial<HealthCheckResponse['monthlyFigures']['inputs']>): HealthCheckResponse => ({
  ...NEW_ACCOUNT,
  monthlyFigures: { ...NEW_ACCOUNT.monthlyFigures, inputs: { ...NEW_ACCOUNT.monthlyFigures.inputs, ...inputs } },
});

describe('dashboard: "not available yet" says which figure to add, with its page', () => {
  it('a new account: each indicator names every figure it still needs', () => {
    expect(missingFigures('savingsRatio', NEW_ACCOUNT).map((m) => m.to)).to.deep.equal(['/dashboard/cashflow/edit-income', '/dashboard/cashflow/edit-expenses']);
    expect(missingFigures('debtServicingRatio', NEW_ACCOUNT).map((m) => m.to)).to.deep.equal(['/dashboard/cashflow/edit-income', '/dashboard/cashflow/edit-loans']);
    expect(missingFigures('diversification', NEW_ACCOUNT).map((m) => m.to)).to.deep.equal(['/dashboard/wealth/edit-assets']);
    expect(missingFigures('emergencyFund', NEW_ACCOUNT).map((m) => m.to)).to.deep.equal(['/dashboard/cashflow/edit-expenses', '/dashboard/protection/edit-emergency-fund']);
  });

  it('income only: the savings ratio asks only for expenses, debt servicing only for loans', () => {
    const incomeOnly = withInputs({ income: true });
    expect(missingFigures('savingsRatio', incomeOnly).map((m) => m.label)).to.deep.equal(['Add your expenses']);
    expect(missingFigures('debtServicingRatio', incomeOnly).map((m) => m.label)).to.deep.equal(['Add your loan repayments']);
  });

  it('instalments are the spending side of the emergency fund: only the savings are asked for', () => {
    expect(missingFigures('emergencyFund', withInputs({ instalments: true })).map((m) => m.label)).to.deep.equal(['Add your savings']);
  });

  it('asks for nothing once an indicator is available', () => {
    for (const indicator of ['savingsRatio', 'debtServicingRatio', 'diversification', 'emergencyFund'] as const) expect(missingFigures(indicator, CHECK)).to.deep.equal([]);
  });

  it('shows what is left each month only with a savings ratio, and a shortfall in words', () => {
    expect(areaFigures('cashflow', NEW_ACCOUNT).map((f) => f.label)).to.deep.equal(['Savings ratio', 'Debt servicing ratio']);
    const short: HealthCheckResponse = { ...CHECK, monthlyFigures: { ...CHECK.monthlyFigures, leftEachMonth: -264_740 } };
    expect(areaFigures('cashflow', short)[1]).to.deep.include({ label: 'Left each month', value: 'S$2,647.40 short' });
  });

  it('shows no "0 kinds" verdict while diversification is not available', () => {
    expect(areaFigures('wealth', NEW_ACCOUNT)[0]).to.deep.include({ value: 'Not available yet', level: 0 });
  });

  it('welcomes a new account with first steps, not a warning', () => {
    expect(OVERALL_EXPLANATIONS[0]).to.match(/^Tell us what comes in/);
    expect(OVERALL_EXPLANATIONS[0]).not.to.match(/attention/);
  });
});

describe('dashboard: area sentences use the same bands as the verdicts', () => {
  it('good savings with heavy debt (cashflow fair) says both, never "saving 20 % or more keeps you on track"', () => {
    const check: HealthCheckResponse = { ...CHECK, savingsRatio: { code: 'SR1A', level: 3, ratio: 0.975 }, debtServicingRatio: { code: 'TDSR2', level: 2, ratio: 0.4 }, areas: { ...CHECK.areas, cashflow: 2 } };
    const sentence = areaExplanation('cashflow', check);
    expect(sentence).to.equal('You save 20 % or more of your take-home income. Your loan repayments are over 35 % of your gross income and may be hard to keep up with.');
    expect(sentence).not.to.include('keeps you on track');
  });

  it('a fair savings ratio is worded as fair savings', () => {
    expect(areaExplanation('cashflow', CHECK)).to.equal('You save 5 % to under 20 % of your take-home income; 20 % or more keeps you on track. Your loan repayments are 35 % of your gross income or less.');
  });

  it('leaves out what is not available, and asks for it when nothing is', () => {
    const savingsOnly: HealthCheckResponse = { ...NEW_ACCOUNT, savingsRatio: { code: 'SR3', level: 1, ratio: 0.01 } };
    expect(areaExplanation('cashflow', savingsOnly)).to.equal('You save less than 5 % of your take-home income.');
    expect(areaExplanation('protection', NEW_ACCOUNT)).to.equal(AREA_EXPLANATIONS.protection[0]);
  });
});

describe('monthly figures: the same words on every page', () => {
  it('lists the figures in the order they add up, each saying what it includes', () => {
    const lines = monthlyFigureLines(CHECK.monthlyFigures);
    expect(lines.map((line) => [line.label, line.cents])).to.deep.equal([
      ['Take-home income', 400_000],
      ['Expenses', 300_000],
      ['Loan instalments paid in cash', 50_000],
      ['Loan instalments paid from CPF', 100_000],
      ['Left each month', 50_000],
      ['Invested each month', 20_000],
    ]);
    for (const line of lines) expect(line.includes).to.match(/\.$/);
    expect(lines.find((line) => line.key === 'instalmentsCash')!.includes).to.include('no cash/CPF split');
  });

  it('writes a shortfall in words, not as a bare minus', () => {
    const format = (cents: number) => `S$${(cents / 100).toFixed(2)}`;
    expect(leftSentence(-264_740, format)).to.equal('S$2647.40 short each month');
    expect(leftSentence(30_000, format)).to.equal('S$300.00 left each month');
  });

  it('tells the loan form how an unsplit instalment counts', () => {
    expect(UNSPLIT_INSTALMENT_HINT).to.include('whatever CPF does not pay counts as paid in cash');
  });
});

describe('dashboard: area figures and radar', () => {
  it('shows the figures each area level is made of', () => {
    expect(areaFigures('cashflow', CHECK)).to.deep.equal([
      { label: 'Savings ratio', value: '12.5 %', level: 2, missing: [] },
      { label: 'Left each month', value: 'S$500.00', level: 2, missing: [] },
      { label: 'Debt servicing ratio', value: '20.0 %', level: 3, missing: [] },
    ]);
    expect(areaFigures('wealth', CHECK)).to.deep.equal([{ label: 'Investment classes', value: '0 kinds', level: 1, missing: [] }]);
    expect(areaFigures('protection', CHECK)).to.deep.equal([{ label: 'Emergency fund', value: '4.3 months', level: 2, missing: [] }]);
  });

  it('has five axes on a 0-3 scale: the four indicators and the overall level', () => {
    const axes = healthRadarAxes(CHECK);
    expect(HEALTH_RADAR_LEVELS).to.equal(3);
    expect(axes.map((axis) => [axis.label, axis.value, axis.display])).to.deep.equal([
      ['Savings ratio', 2, 'Fair (2 of 3)'],
      ['Debt servicing', 3, 'Good (3 of 3)'],
      ['Diversification', 1, 'Needs attention (1 of 3)'],
      ['Emergency fund', 2, 'Fair (2 of 3)'],
      ['Overall', 1, 'Needs attention (1 of 3)'],
    ]);
    expect(healthRadarSummary(axes)).to.equal(
      'Health check levels out of 3: Savings ratio fair, Debt servicing good, Diversification needs attention, Emergency fund fair, Overall needs attention.',
    );
  });
});

describe('dashboard: compact money on chart axes', () => {
  it('keeps ticks short: whole dollars without cents under S$1,000, K and M above', () => {
    expect(compactMoney(0)).to.equal('S$0');
    expect(compactMoney(50_000)).to.equal('S$500');
    expect(compactMoney(-20_000)).to.equal('-S$200');
    expect(compactMoney(12_345)).to.equal('S$123.45');
    expect(compactMoney(500_000)).to.equal('S$5K');
    expect(compactMoney(125_000_000)).to.equal('S$1.3M');
    expect(compactMoney(0.4)).to.equal('S$0');
  });
});

describe('dashboard: net worth take-away', () => {
  it('states the latest net worth and the change since the first day', () => {
    expect(netWorthSummary([])).to.equal('No net worth recorded yet.');
    expect(netWorthSummary([{ date: '2026-11-22', value: 1_400_000 }])).to.equal('Your net worth is S$14,000.00.');
    expect(netWorthSummary([{ date: '2026-11-01', value: 1_000_000 }, { date: '2026-11-22', value: 1_400_000 }])).to.equal(
      'Your net worth is S$14,000.00, up S$4,000.00 since 01 Nov 2026.',
    );
    expect(netWorthSummary([{ date: '2026-11-01', value: 1_000_000 }, { date: '2026-11-22', value: -50_000 }])).to.equal(
      'Your net worth is -S$500.00, down S$10,500.00 since 01 Nov 2026.',
    );
  });
});
