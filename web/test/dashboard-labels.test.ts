/// <reference types="mocha" />
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { HealthCheckResponse } from '../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { areaFigures } from '../src/dashboard/area-figures';
import { healthRadarAxes, healthRadarSummary, HEALTH_RADAR_LEVELS } from '../src/dashboard/health-radar-axes';
import { AREA_EXPLANATIONS, formatClasses, formatMonths, formatRatio, levelView, OVERALL_EXPLANATIONS } from '../src/dashboard/health-levels';
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
  emergencyFund: { code: 'EF2', level: 2, months: 4.25 },
  areas: { cashflow: 2, wealth: 1, protection: 2 },
  overall: 1,
};

describe('dashboard: area figures and radar', () => {
  it('shows the figures each area level is made of', () => {
    expect(areaFigures('cashflow', CHECK)).to.deep.equal([
      { label: 'Savings ratio', value: '12.5 %', level: 2 },
      { label: 'Debt servicing ratio', value: '20.0 %', level: 3 },
    ]);
    expect(areaFigures('wealth', CHECK)).to.deep.equal([{ label: 'Investment classes', value: '0 kinds', level: 1 }]);
    expect(areaFigures('protection', CHECK)).to.deep.equal([{ label: 'Emergency fund', value: '4.3 months', level: 2 }]);
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
