import type { HealthCheckResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
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

/** The figures behind an area's level: the ratios and counts its rule sets read (spec 2 §4 "Aggregation"). */
export function areaFigures(area: Area, check: HealthCheckResponse): Figure[] {
  switch (area) {
    case 'cashflow':
      return [
        figure(check, 'savingsRatio', 'Savings ratio', formatRatio(check.savingsRatio.ratio)),
        figure(check, 'debtServicingRatio', 'Debt servicing ratio', formatRatio(check.debtServicingRatio.ratio)),
      ];
    case 'wealth':
      // IV0: no classes can be counted yet, so no '0 kinds' that reads like a verdict.
      return [figure(check, 'diversification', 'Investment classes', check.diversification.level === 0 ? 'Not available yet' : formatClasses(check.diversification.classes))];
    case 'protection':
      return [figure(check, 'emergencyFund', 'Emergency fund', formatMonths(check.emergencyFund.months))];
  }
}
