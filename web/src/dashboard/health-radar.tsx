import type { HealthCheckResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { RadarChart } from '../shared/charts/radar-chart';
import { HEALTH_RADAR_LEVELS, healthRadarAxes, healthRadarSummary } from './health-radar-axes';

/** The dashboard radar (spec 2 §4): five sides, three rings. */
export function HealthRadar({ check }: { check: HealthCheckResponse }) {
  const axes = healthRadarAxes(check);
  return <RadarChart title="Your health check at a glance" summary={healthRadarSummary(axes)} axes={axes} levels={HEALTH_RADAR_LEVELS} />;
}
