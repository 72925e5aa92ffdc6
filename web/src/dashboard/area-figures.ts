import type { HealthCheckResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { formatClasses, formatMonths, formatRatio, type Area } from './health-levels';

export interface Figure {
  label: string;
  value: string;
  level: number;
}

/** The figures behind an area's level: the ratios and counts its rule sets read (spec 2 §4 "Aggregation"). */
export function areaFigures(area: Area, check: HealthCheckResponse): Figure[] {
  switch (area) {
    case 'cashflow':
      return [
        { label: 'Savings ratio', value: formatRatio(check.savingsRatio.ratio), level: check.savingsRatio.level },
        { label: 'Debt servicing ratio', value: formatRatio(check.debtServicingRatio.ratio), level: check.debtServicingRatio.level },
      ];
    case 'wealth':
      return [{ label: 'Investment classes', value: formatClasses(check.diversification.classes), level: check.diversification.level }];
    case 'protection':
      return [{ label: 'Emergency fund', value: formatMonths(check.emergencyFund.months), level: check.emergencyFund.level }];
  }
}
