import { DateTime } from 'luxon';
import type { ExpenseItem } from '../setup/expense-rules';
import { trackerFileName } from './expense-tracker-layout';

/** Spec 1 §3: session storage counts the PDF downloads of the session. */
export const PDF_DOWNLOAD_COUNT_KEY = 'pdfDownloadCount';

function countDownload(): void {
  try {
    const count = Number(window.sessionStorage.getItem(PDF_DOWNLOAD_COUNT_KEY) ?? '0');
    window.sessionStorage.setItem(PDF_DOWNLOAD_COUNT_KEY, String((Number.isFinite(count) ? count : 0) + 1));
  } catch {
    // storage switched off: the count is only a figure for analytics
  }
}

/**
 * Builds the tracker and saves it under '{product} Expense tracker.pdf'. jsPDF is loaded on demand, so it costs
 * the pages nothing until a resident asks for the file.
 */
export async function downloadExpenseTracker(input: { productName: string; items: readonly ExpenseItem[]; totalBudget: number | null }): Promise<void> {
  const { buildExpenseTracker } = await import('./expense-tracker-pdf');
  const doc = buildExpenseTracker({ ...input, website: window.location.origin, today: DateTime.now() });
  doc.save(trackerFileName(input.productName));
  countDownload();
}
