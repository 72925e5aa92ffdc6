/**
 * A PDF's text, page by page, and its outline, read with pdfjs-dist (Node legacy build): what a reader would
 * select, search or hear. For the financial-plan report's unit and browser tests.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  /** each page's text, its items joined by spaces (line breaks as spaces), in reading order */
  pages: string[];
  /** the document outline's titles, top level first */
  outline: string[];
}

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdfjs takes the buffer over: hand it a copy, so the caller's bytes stay readable.
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    const outline = ((await pdf.getOutline()) ?? []).map((entry) => entry.title);
    return { pages, outline };
  } finally {
    await pdf.destroy();
  }
}
