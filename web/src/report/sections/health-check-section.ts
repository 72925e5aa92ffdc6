/**
 * The report's "Financial health check" section: the overall level with its verdict, the four indicators with their
 * figures and meaning, and the three areas' levels, worded as the dashboard words them (docs/decisions.md "The
 * financial-plan report").
 */
import type { HealthCheckResponse } from '../../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import {
  AREA_TITLES,
  formatClasses,
  formatMonths,
  formatRatio,
  indicatorVerdict,
  levelView,
  missingFigures,
  OVERALL_EXPLANATIONS,
  type Indicator,
} from '../../dashboard/health-levels';
import { overallVerdict } from '../../dashboard/overall-verdict';
import { NOT_AVAILABLE, workedOut } from '../report-format';
import { SECTION_TITLES, type ReportFigure, type ReportInput, type ReportSection } from '../report-shape';

const INDICATORS: readonly { indicator: Indicator; label: string }[] = [
  { indicator: 'savingsRatio', label: 'Savings ratio' },
  { indicator: 'debtServicingRatio', label: 'Debt servicing ratio' },
  { indicator: 'diversification', label: 'Investment diversification' },
  { indicator: 'emergencyFund', label: 'Emergency fund' },
];

function indicatorValue(check: HealthCheckResponse, indicator: Indicator): string {
  switch (indicator) {
    case 'savingsRatio':
      return formatRatio(check.savingsRatio.ratio);
    case 'debtServicingRatio':
      return formatRatio(check.debtServicingRatio.ratio);
    case 'diversification':
      return check.diversification.level === 0 ? NOT_AVAILABLE : formatClasses(check.diversification.classes);
    case 'emergencyFund':
      return formatMonths(check.emergencyFund.months);
  }
}

export function healthCheckSection(input: ReportInput): ReportSection {
  const check = input.healthCheck;
  const base = { id: 'health-check' as const, title: SECTION_TITLES['health-check'] };
  if (!check) return { ...base, headline: NOT_AVAILABLE, hasData: false, blocks: [{ kind: 'paragraph', text: OVERALL_EXPLANATIONS[0] }] };
  const overall = levelView(check.overall);
  const source = workedOut(input.today);
  const figures: ReportFigure[] = INDICATORS.map(({ indicator, label }) => {
    const level = levelView(check[indicator].level);
    const missing = missingFigures(indicator, check);
    const meaning = level.level === 0 ? `Not available yet: ${missing.map((figure) => figure.label.toLowerCase()).join(' and ')}.` : (indicatorVerdict(check[indicator].code) ?? '');
    return { label, value: level.level === 0 ? level.label : `${level.label}: ${indicatorValue(check, indicator)}`, note: meaning, source };
  });
  const areas: ReportFigure[] = (['cashflow', 'wealth', 'protection'] as const).map((area) => ({ label: AREA_TITLES[area], value: levelView(check.areas[area]).label, source }));
  return {
    ...base,
    headline: `Overall: ${overall.label}`,
    hasData: check.overall !== 0,
    blocks: [
      { kind: 'figures', figures: [{ label: 'Overall', value: overall.label, note: overallVerdict(check.overall, check.areas) ?? OVERALL_EXPLANATIONS[overall.level], source }] },
      { kind: 'figures', figures },
      { kind: 'figures', figures: areas },
    ],
  };
}
