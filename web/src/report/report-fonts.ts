/**
 * The report's embedded font (Liberation Sans, SIL Open Font Licence: fonts/LICENSE), fetched from the site's own
 * assets only when a resident builds the PDF: the files are about 135 KB each and no page needs them.
 */
import boldUrl from './fonts/LiberationSans-Bold.ttf?url';
import regularUrl from './fonts/LiberationSans-Regular.ttf?url';
import type { ReportFonts } from './report-pdf';

async function base64Of(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font not loaded: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // In slices: String.fromCharCode with a whole font's bytes as arguments overflows the call stack.
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function loadReportFonts(): Promise<ReportFonts> {
  const [regular, bold] = await Promise.all([base64Of(regularUrl), base64Of(boldUrl)]);
  return { regular, bold };
}
