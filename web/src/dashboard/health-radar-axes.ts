import type { HealthCheckResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { RadarAxis } from '../shared/charts/radar-chart';
import { levelView } from './health-levels';

/** Levels run 0..3, so three rings: one per level above 'not available' (spec 2 §4 allows up to 30). */
export const HEALTH_RADAR_LEVELS = 3;

/** The radar's five sides (spec 2 §4 default): the four indicators and the overall level. */
export function healthRadarAxes(check: HealthCheckResponse): RadarAxis[] {
  const axis = (label: string, level: number): RadarAxis => ({ label, value: level, display: `${levelView(level).label} (${level} of ${HEALTH_RADAR_LEVELS})` });
  return [
    axis('Savings ratio', check.savingsRatio.level),
    axis('Debt servicing', check.debtServicingRatio.level),
    axis('Diversification', check.diversification.level),
    axis('Emergency fund', check.emergencyFund.level),
    axis('Overall', check.overall),
  ];
}

/** The radar's accessible name: every axis and its level in one sentence. */
export function healthRadarSummary(axes: readonly RadarAxis[]): string {
  return `Health check levels out of ${HEALTH_RADAR_LEVELS}: ${axes.map((axis) => `${axis.label} ${levelView(axis.value).label.toLowerCase()}`).join(', ')}.`;
}
