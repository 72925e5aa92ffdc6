import type { HealthCheckResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { formatMoney, type Cents } from '../shared/format/money';
import { FIGURE_LABELS } from '../shared/monthly-figures/monthly-figure-lines';
import { formatClasses, formatMonths, formatRatio, missingFigures, type Area, type Indicator, type MissingFigure } from './health-levels';

export interface Figure {
  label: string;
  value: string;
  level: number;
  /** while not available yet: the figures to add and where (empty otherwise) */
  missing: MissingFigure[];
}

const figure = (check: HealthCheckResponse, indicator: Indicator, label: string, value: string): Figure => ({
  label,
  value,
  level: check[indicator].level,
  missing: missingFigures(indicator, check),
});

/** 'S$300.00', or 'S$2,647.40 short' when more goes out than comes in (never a bare minus). */
const leftText = (cents: number) => (cents < 0 ? `${formatMoney(-cents as Cents)} short` : formatMoney(cents as Cents));

/** The figures behind an area's level: the ratios and counts its rule sets read (spec 2 §4 "Aggregation"). */
export function areaFigures(area: Area, check: HealthCheckResponse): Figure[] {
  switch (area) {
    case 'cashflow':
      return [
        figure(check, 'savingsRatio', 'Savings ratio', formatRatio(check.savingsRatio.ratio)),
        // The amount the savings ratio is made of, in the words every page uses; only with income and expenses
        // (income alone would show all of it as left).
        ...(check.savingsRatio.level === 0 ? [] : [{ label: FIGURE_LABELS.leftEachMonth, value: leftText(check.monthlyFigures.leftEachMonth), level: check.savingsRatio.level, missing: [] }]),
        figure(check, 'debtServicingRatio', 'Debt servicing ratio', formatRatio(check.debtServicingRatio.ratio)),
      ];
    case 'wealth':
      // IV0: no classes can be counted yet, so no '0 kinds' that reads like a verdict.
      return [figure(check, 'diversification', 'Investment classes', check.diversification.level === 0 ? 'Not available yet' : formatClasses(check.diversification.classes))];
    case 'protection':
      return [figure(check, 'emergencyFund', 'Emergency fund', formatMonths(check.emergencyFund.months))];
  }
}
