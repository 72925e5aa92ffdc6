import type { ExportDocument } from '../../domain/portability/export-document.js';
import { checkListCaps, planImport, previewOf, type CurrentManualCounts, type ImportPlan, type ImportPreview, type KeptImported, type ListCaps } from '../../domain/portability/import-rules.js';
import type { UnitOfWork } from '../../ports/portability.js';
import type { AdjustedItem } from '../../domain/portability/allocation-fit.js';
import { setupModulesFilledBy } from '../../domain/portability/setup-states.js';
import type { ExportMyData, PortabilitySources } from './export-my-data.js';

/**
 * POST /import (docs/api.md): `preview` says what the file would add, replace and skip, and runs every rule apply
 * runs by applying it in a transaction that is then rolled back, so a file apply would refuse is refused by the
 * preview with the same message; `apply` writes the typed-in items all-or-nothing in one transaction through each
 * context's write paths, so the same rules apply as to every other write; any refusal rolls everything back.
 * Both first check each list against the cap its own call keeps (docs/decisions.md "Every list has a cap").
 */
export class ImportMyData {
  constructor(
    private readonly sources: PortabilitySources,
    private readonly exporter: ExportMyData,
    private readonly unitOfWork: UnitOfWork,
    private readonly caps: ListCaps,
  ) {}

  /** @throws ImportFileRefused (400) as apply would; nothing is written */
  async preview(userId: string, doc: ExportDocument): Promise<ImportPreview> {
    const { plan, before } = await this.checked(userId, doc);
    const adjusted = await this.unitOfWork.dryRun(() => this.restore(userId, plan));
    return previewOf(plan, before, adjusted);
  }

  /**
   * @throws ImportFileRefused (400) for a file of a newer version, not an export, with broken links, with a list past
   * its cap, or naming the item a rule refused; nothing is written then
   */
  async apply(userId: string, doc: ExportDocument): Promise<ImportPreview> {
    const { plan, before } = await this.checked(userId, doc);
    const adjusted = await this.unitOfWork.run(() => this.restore(userId, plan));
    return previewOf(plan, before, adjusted);
  }

  private async checked(userId: string, doc: ExportDocument): Promise<{ plan: ImportPlan; before: CurrentManualCounts }> {
    const plan = planImport(doc);
    const current = await this.exporter.execute(userId);
    checkListCaps(plan.restore, this.caps, keptImportedOf(current));
    return { plan, before: countsOf(current) };
  }

  /** Answers the items written differently from the file (allocations fitted to the funds that came back). */
  private async restore(userId: string, { restore }: ImportPlan): Promise<AdjustedItem[]> {
    // Liabilities before the loans and homes that link to them; money before the targets that allocate it.
    await this.sources.money.restore(userId, restore);
    const adjusted = await this.sources.targets.restore(userId, restore);
    await this.sources.housing.restore(userId, restore.housingPlans);
    await this.sources.investing.restore(userId, restore);
    await this.sources.retirementPlan.restore(userId, restore.retirementPlan);
    await this.sources.setup.complete(userId, setupModulesFilledBy(restore));
    return adjusted;
  }
}

/** The account's typed-in items per restorable list, read from its own export. */
export function countsOf(doc: ExportDocument): CurrentManualCounts {
  const manual = (items: ReadonlyArray<{ source: string }>) => items.filter((item) => item.source === 'MANUAL').length;
  return {
    incomes: manual(doc.incomes),
    estimatedMonthlyExpenses: doc.estimatedMonthlyExpenses ? 1 : 0,
    expenses: manual(doc.expenses),
    liabilities: manual(doc.liabilities),
    loanRepayments: manual(doc.loanRepayments),
    monthlyInvestments: manual(doc.monthlyInvestments),
    assets: manual(doc.assets),
    targetMonthlySavings: doc.targetMonthlySavings ? 1 : 0,
    totalBudget: doc.totalBudget ? 1 : 0,
    emergencyFund: doc.emergencyFund ? 1 : 0,
    goals: doc.goals.filter((goal) => !goal.paidOut).length,
    housingPlans: doc.housingPlans.length,
    investingGuideSteps: doc.investingGuideSteps.length,
    insurancePolicies: doc.insurancePolicies.length,
    cpf: doc.cpf !== null && doc.cpf.source === 'MANUAL' ? 1 : 0,
    retirementPlan: doc.retirementPlan ? 1 : 0,
  };
}

/** The account's Myinfo and bank items, which an import keeps: they count against the lists' caps too. */
export function keptImportedOf(doc: ExportDocument): KeptImported {
  const imported = (items: ReadonlyArray<{ source: string }>) => items.filter((item) => item.source !== 'MANUAL').length;
  const assetsByKind: Record<string, number> = {};
  for (const asset of doc.assets) if (asset.source !== 'MANUAL') assetsByKind[asset.kind] = (assetsByKind[asset.kind] ?? 0) + 1;
  return {
    incomes: imported(doc.incomes),
    liabilities: imported(doc.liabilities),
    loanRepayments: imported(doc.loanRepayments),
    monthlyInvestments: imported(doc.monthlyInvestments),
    assetsByKind,
  };
}
