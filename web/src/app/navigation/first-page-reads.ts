import { FINANCING_PLAN_PATH } from '../../../../src/shared-kernel/access-gating.js';

/**
 * The pages whose own reads start-up asks as soon as the session is known (root-store.ts), and those reads' addresses.
 * The server names the same addresses as preloads in the shell's head when a session cookie comes, so they travel
 * beside the code instead of after it has run (docs/decisions.md "Page files in the document's head"). Each address
 * is exactly what the page's API client asks (its `*.api.ts`): a preload is used only by the same URL, and
 * test/e2e/first-page-reads.spec.ts checks that every one is, once.
 */
export type FirstPage = 'dashboard' | 'financing-plan';

/** Which first page an address (or a route pattern: ":planId" is a segment like any other) opens, if any. */
export function firstPageOf(path: string): FirstPage | null {
  if (path === '/dashboard') return 'dashboard';
  if (path.startsWith(`${FINANCING_PLAN_PATH}/`)) return 'financing-plan';
  return null;
}

/** What each first page reads on its visit (dashboard-reads.ts; a financing plan's pages read the resident's plans). */
export const FIRST_PAGE_READS: Record<FirstPage, readonly string[]> = {
  dashboard: [
    '/api/v1/health-check',
    '/api/v1/health-check/recommended-actions',
    '/api/v1/history',
    '/api/v1/module-status',
    '/api/v1/finances',
    '/api/v1/fx-rates/latest',
    '/api/v1/myinfo/person',
  ],
  'financing-plan': ['/api/v1/housing-plan'],
};

/** The reads to preload for an address or route pattern: none for a page start-up does not read for. */
export function firstPageReads(path: string): readonly string[] {
  const page = firstPageOf(path);
  return page ? FIRST_PAGE_READS[page] : [];
}
