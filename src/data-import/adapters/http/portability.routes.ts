import { strToU8, zipSync } from 'fflate';
import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { routeRateLimit } from '../../../platform/http/middleware/rate-limit.js';
import { toFieldErrors, validate } from '../../../platform/http/validation/validate.js';
import { ValidationFailed } from '../../../shared-kernel/errors.js';
import type { ExportMyData } from '../../application/portability/export-my-data.js';
import type { ImportMyData } from '../../application/portability/import-my-data.js';
import type { ExportDocument } from '../../domain/portability/export-document.js';
import { exportTables, toCsv } from '../../domain/portability/export-csv.js';
import { checkExportHeader, ImportFileRefused, NOT_AN_EXPORT } from '../../domain/portability/import-rules.js';
import type { ImportResponse } from './portability.contract.js';
import { exportDocumentSchema, exportHeaderSchema, exportQuerySchema, importQuerySchema } from './portability.schemas.js';
import { specMessages } from '../../../platform/http/validation/joi-spec.js';

export interface PortabilityRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  exportData: ExportMyData;
  importData: ImportMyData;
  /** GET /export's and POST /import's own limit a minute, each per resident (docs/operations.md "Rate limits") */
  perMinute: number;
}

const README = (doc: ExportDocument) =>
  [
    'MyMoneyPlan: your data',
    '',
    `Exported ${doc.exportedAt} (Singapore time), schema version ${doc.schemaVersion}.`,
    'One CSV file per list, with a header row. Amounts are in dollars with two decimals (1234.56), with their currency in the next column (amount and currency, or gross and gross_currency where a row has several); the JSON export keeps them in cents.',
    'source says where an item came from: MANUAL (typed in by you), MYINFO or BANK, with source_name and as_of (the date the figure is as of).',
    'retirement-plan.csv holds your retirement plan\'s settings; a figure left empty is one the plan reads from your data.',
    "A text that starts with =, +, -, @, a tab or a carriage return begins with an apostrophe ('), so that spreadsheets show it as text and never run it as a formula; the JSON export holds it without the apostrophe.",
    'To bring your data back into MyMoneyPlan, use the JSON export (Profile, "Your data", "Bring back my data"): it holds the same data.',
    '',
  ].join('\r\n');

/** The ZIP for spreadsheets: one CSV per list, a manifest with the schema version, and a README (docs/api.md). */
export function exportZip(doc: ExportDocument): Uint8Array {
  const tables = exportTables(doc);
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(README(doc)),
    'manifest.json': strToU8(JSON.stringify({ product: doc.product, schemaVersion: doc.schemaVersion, exportedAt: doc.exportedAt, files: tables.map((t) => t.fileName) }, null, 2)),
  };
  for (const table of tables) files[table.fileName] = strToU8(toCsv(table));
  return zipSync(files, { level: 6 });
}

/** The file name carries the Singapore day of the export: the document's `exportedAt` begins with it. */
const fileName = (doc: ExportDocument, extension: 'json' | 'zip') => `mymoneyplan-export-${doc.exportedAt.slice(0, 10)}.${extension}`;

/** The export's shape, checked after its version: a newer file is refused for its version, not its shape. */
function exportDocumentOf(body: unknown): ExportDocument {
  const header = exportHeaderSchema.validate(body, { messages: specMessages });
  if (header.error) throw new ImportFileRefused(NOT_AN_EXPORT, 'DATA_IMPORT.NOT_AN_EXPORT');
  checkExportHeader(header.value as Pick<ExportDocument, 'schemaVersion' | 'product'>);
  const { error, value } = exportDocumentSchema.validate(body, { abortEarly: false, stripUnknown: true, convert: false, messages: specMessages });
  if (error) throw new ValidationFailed(toFieldErrors(error, 'body'), 'This file is not a complete MyMoneyPlan export: some of its fields are missing or of the wrong kind. Nothing was changed.');
  return value as ExportDocument;
}

/**
 * GET /export (json or zip) and POST /import (preview or apply) of one's own data (docs/api.md; docs/decisions.md
 * "Export and import of one's data"). Signed in and consented; the import writes like any other write, so it also
 * needs onboarding done, as the targets and housing writes do. Only ever the caller's data.
 */
export function portabilityRoutes(deps: PortabilityRoutesDeps): ApiRoutes {
  return {
    name: 'data-import.portability',
    mount(router) {
      router.get('/export', deps.guard({ requireConsent: true }), routeRateLimit('export', deps.perMinute), validate({ query: exportQuerySchema }), async (ctx) => {
        const { format } = ctx.state.query as { format: 'json' | 'zip' };
        const doc = await deps.exportData.execute(ctx.state.currentUser!.id);
        ctx.set('Cache-Control', 'no-store');
        ctx.set('Content-Disposition', `attachment; filename="${fileName(doc, format)}"`);
        if (format === 'zip') {
          ctx.type = 'application/zip';
          ctx.body = Buffer.from(exportZip(doc));
        } else {
          ctx.type = 'application/json';
          ctx.body = doc;
        }
      });
      router.post(
        '/import',
        deps.guard({ requireConsent: true, requireOnboarding: true }),
        routeRateLimit('import', deps.perMinute),
        validate({ query: importQuerySchema }),
        async (ctx) => {
          const { mode } = ctx.state.query as { mode: 'preview' | 'apply' };
          const doc = exportDocumentOf(ctx.request.body);
          const userId = ctx.state.currentUser!.id;
          const summary = mode === 'apply' ? await deps.importData.apply(userId, doc) : await deps.importData.preview(userId, doc);
          const body: ImportResponse = { applied: mode === 'apply', rows: summary.rows, skipped: summary.skipped, adjusted: summary.adjusted };
          ctx.set('Cache-Control', 'no-store');
          ctx.body = body;
        },
      );
    },
  };
}

