import type { Page } from 'playwright-core';

export type ModuleStatusRow = Record<string, unknown> & { module: string };

/**
 * A module's stored status once `ready` says it has settled. Completed pages record the completion on arrival
 * without holding the page for it, so on a busy machine the call may still be on its way when the test asks:
 * ask again for up to 10 s, then return what is stored (the test's own assertion then says what is wrong).
 */
export async function settledModuleStatus(page: Page, baseUrl: string, module: string, ready: (status: ModuleStatusRow | undefined) => boolean): Promise<ModuleStatusRow | undefined> {
  let status: ModuleStatusRow | undefined;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (attempt > 0) await page.waitForTimeout(200);
    const body = (await (await page.request.get(`${baseUrl}/api/v1/module-status`)).json()) as { modules: ModuleStatusRow[] };
    status = body.modules.find((m) => m.module === module);
    if (ready(status)) break;
  }
  return status;
}
