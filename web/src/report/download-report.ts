/**
 * Builds the report and saves it (docs/decisions.md "The financial-plan report"). This module, jsPDF and the
 * fonts load only when the resident presses "Download PDF" (the page imports it on demand), so the pages carry
 * none of them (docs/decisions.md "Web performance budget").
 */
import { loadReportFonts } from './report-fonts';
import { buildReportPdf, type ReportPdfInput } from './report-pdf';

export async function downloadReport(input: Omit<ReportPdfInput, 'fonts'>, fileName: string): Promise<void> {
  const fonts = await loadReportFonts();
  buildReportPdf({ ...input, fonts }).save(fileName);
}
