/**
 * The "My financial plan" report's sections (docs/decisions.md "The financial-plan report"): what goes in, in what
 * order, with every figure in S$ and where it came from. Pure (no DOM, no jsPDF): the preview page and the PDF
 * renderer both lay out what this returns, and the figures are the ones the pages show, read from the same stores
 * and worked out by the same functions (the dashboard's area figures, the targets' badges, the housing summary, the
 * readiness rules), never added up a second way.
 *
 * Each section's builder is in sections/, the report's shape in report-shape.ts and the shared wording of figures
 * and sources in report-format.ts (docs/architecture.md "File size"); this file puts the sections in order and stays
 * the one import for the page, the PDF renderer and the tests.
 */
import type { HousingPlanDto } from '../../../src/housing/adapters/http/housing.contract.js';
import type { ReportInput, ReportSection, SectionId } from './report-shape';
import { actionsSection } from './sections/actions-section';
import { assetsSection } from './sections/assets-section';
import { cashflowSection } from './sections/cashflow-section';
import { healthCheckSection } from './sections/health-check-section';
import { housingSection } from './sections/housing-section';
import { investingSection } from './sections/investing-section';
import { netWorthSection } from './sections/net-worth-section';
import { retirementSection } from './sections/retirement-section';
import { targetsSection } from './sections/targets-section';

export {
  SECTION_IDS,
  SECTION_TITLES,
  type ReportBlock,
  type ReportFigure,
  type ReportInput,
  type ReportSection,
  type ReportTable,
  type SectionId,
} from './report-shape';

export const REPORT_TITLE = 'My financial plan';

/**
 * The report's disclaimer: the product's own liability words (the data-sharing terms, "Liability"), said of the
 * report; web/test/report-model.test.ts keeps the two in step.
 */
export const REPORT_DISCLAIMER =
  'The figures and suggestions in this report are for your planning. They are not financial advice. Check important figures with the source before acting on them.';

/**
 * Every section the resident's data allows, in report order. The sections on their own figures are always there
 * and say what to add while empty; the housing plan and the readiness checks only when a plan is chosen and the
 * assessment answered (docs/decisions.md "The financial-plan report").
 */
export function reportSections(input: ReportInput): ReportSection[] {
  const sections: (ReportSection | null)[] = [
    healthCheckSection(input),
    netWorthSection(input),
    cashflowSection(input),
    assetsSection(input),
    targetsSection(input),
    retirementSection(input),
    housingSection(input),
    investingSection(input),
    actionsSection(input),
  ];
  return sections.filter((section): section is ReportSection => section !== null);
}

/** The sections ticked, in report order; the page refuses none ticked (at least one section goes in). */
export function chosenSections(sections: readonly ReportSection[], ticked: ReadonlySet<SectionId>): ReportSection[] {
  return sections.filter((section) => ticked.has(section.id));
}

/** Spec: the file is named by the product and the report's day. */
export function reportFileName(today: string): string {
  return `mymoneyplan-financial-plan-${today}.pdf`;
}

/**
 * The housing plan a report starts with: the completed plan changed last, else none (a half-made plan is the
 * resident's to pick). The page lets them pick another, or none.
 */
export function defaultReportPlan(plans: readonly HousingPlanDto[]): HousingPlanDto | null {
  const completed = plans.filter((plan) => plan.isPlanCompleted);
  return completed.reduce<HousingPlanDto | null>((latest, plan) => (latest === null || plan.lastUpdatedAt > latest.lastUpdatedAt ? plan : latest), null);
}
