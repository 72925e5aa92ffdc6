/**
 * What a "My financial plan" report is made of (docs/decisions.md "The financial-plan report"): its sections in
 * order with their titles, the blocks a section lays out (paragraphs, figures with their source, tables, charts) and
 * what the section builders read from the stores. Types only, shared by the builders (sections/), the preview page
 * and the PDF renderer; report-model.ts re-exports them.
 */
import type { FullFinancesResponse, HealthCheckResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { RetirementPlanResponse } from '../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import type { InsurancePolicyEntry } from '../../../src/cashflow-wealth/adapters/http/investing.contract.js';
import type { ReadinessAnswers } from '../../../src/cashflow-wealth/domain/investing/readiness.js';
import type { HousingPlanDto } from '../../../src/housing/adapters/http/housing.contract.js';
import type { TargetsResponse } from '../../../src/targets/adapters/http/targets.contract.js';
import type { FxRates } from '../../../src/shared-kernel/fx.js';
import type { TimelineStep } from '../housing/components/charts/plan-chart-data';
import type { LinePoint } from '../shared/charts/line-chart';

/** The sections in the order the report shows them. */
export const SECTION_IDS = ['health-check', 'net-worth', 'cashflow', 'assets', 'targets', 'retirement', 'housing', 'investing', 'actions'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const SECTION_TITLES: Readonly<Record<SectionId, string>> = {
  'health-check': 'Financial health check',
  'net-worth': 'Net worth',
  cashflow: 'Monthly cashflow',
  assets: 'What you own and owe',
  targets: 'Emergency fund and savings targets',
  retirement: 'Retirement',
  housing: 'Housing plan',
  investing: 'Readiness to invest',
  actions: 'Recommended next actions',
};

/** One figure with where it came from and as of when ('From Myinfo, as of 16 Apr 2020'). */
export interface ReportFigure {
  label: string;
  value: string;
  /** what the figure means, or the level's words */
  note?: string;
  source: string;
}

export interface ReportTable {
  caption: string;
  columns: string[];
  /** a row of cells, as many as the columns; the first cell names the row */
  rows: string[][];
  /** the last row is a total (drawn bold) */
  totalRow?: boolean;
  source: string;
}

export type ReportBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'figures'; figures: ReportFigure[] }
  | { kind: 'table'; table: ReportTable }
  | { kind: 'net-worth-chart'; title: string; summary: string; points: LinePoint[]; withoutHome: LinePoint[] }
  | { kind: 'timeline-chart'; title: string; summary: string; steps: TimelineStep[] }
  | { kind: 'bar-chart'; title: string; summary: string; bars: { label: string; value: number; budget: number | null }[] };

export interface ReportSection {
  id: SectionId;
  title: string;
  /** the section's figure in one line, for the preview */
  headline: string;
  /** false: the section says what to add instead of figures */
  hasData: boolean;
  blocks: ReportBlock[];
  /** where on the site to add what is missing (the preview links it; the PDF's paragraph names it in words) */
  link?: { text: string; to: string };
}

/** What the stores hold for the signed-in resident, as the pages read it. */
export interface ReportInput {
  /** 'YYYY-MM-DD', Singapore: the report's date, and the as-of date of figures held as they are today */
  today: string;
  /** GET /health-check (the dashboard store's); null: not loaded */
  healthCheck: HealthCheckResponse | null;
  /** GET /health-check/recommended-actions keys, most urgent first */
  actionKeys: readonly string[];
  /** GET /history as the dashboard draws it, oldest first */
  netWorth: readonly LinePoint[];
  netWorthWithoutHome: readonly LinePoint[];
  /** GET /finances and the FX rates the area pages use */
  finances: FullFinancesResponse | null;
  rates: FxRates | null;
  /** GET /targets */
  targets: TargetsResponse | null;
  /** GET /retirement-plan; null: it could not be read (the section says so, never a figure in its place) */
  retirementPlan: RetirementPlanResponse | null;
  /** the plan the resident chose for the report (GET /housing-plan); null: none */
  housingPlan: HousingPlanDto | null;
  /** the readiness assessment's answers (kept in this browser); null: not answered, so no readiness section */
  readinessAnswers: ReadinessAnswers | null;
  /** the investing guide's insurance list, read with the readiness checks */
  insuranceList: readonly InsurancePolicyEntry[];
}
