import type { ExportDocument } from '../../domain/portability/export-document.js';
import { planImport, previewOf, type CurrentManualCounts, type ImportPreview } from '../../domain/portability/import-rules.js';
import type { UnitOfWork } from '../../ports/portability.js';
import type { ExportMyData, PortabilitySources } from './export-my-data.js';

/**
 * POST /import (docs/api.md): `preview` says what the file would add, replace and skip without writing; `apply`
 * writes the typed-in items all-or-nothing in one transaction through each context's write paths, so the same
 * rules apply as to every other write; any refusal rolls everything back.
 */
export class ImportMyData {
  constructor(
    private readonly sources: PortabilitySources,
    private readonly exporter: ExportMyData,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** @throws ImportFileRefused (400) for a file of a newer version, not an export, or with broken links */
  async preview(userId: string, doc: ExportDocument): Promise<ImportPreview> {
    const plan = planImport(doc);
    return previewOf(plan, countsOf(await this.exporter.execute(userId)));
  }

  /** @throws ImportFileRefused (400) as preview, and naming the item a rule refused; nothing is written then */
  async apply(userId: string, doc: ExportDocument): Promise<ImportPreview> {
    const plan = planImport(doc);
    const before = countsOf(await this.exporter.execute(userId));
    const { restore } = plan;
    await this.unitOfWork.run(async () => {
      // Liabilities before the loans and homes that link to them; money before the targets that allocate it.
      await this.sources.money.restore(userId, restore);
      await this.sources.targets.restore(userId, restore);
      await this.sources.housing.restore(userId, restore.housingPlans);
      await this.sources.investing.restore(userId, restore);
    });
    return previewOf(plan, before);
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
  };
}
