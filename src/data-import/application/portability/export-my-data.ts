import type { Clock } from '../../../shared-kernel/clock.js';
import type { ExportDocument } from '../../domain/portability/export-document.js';
import { toExportDocument } from '../../domain/portability/export-mapper.js';
import type { HousingSource, InvestingSource, MoneySource, ProfileSource, RetirementPlanSource, SetupStates, TargetsSource } from '../../ports/portability.js';

export interface PortabilitySources {
  profile: ProfileSource;
  money: MoneySource;
  targets: TargetsSource;
  housing: HousingSource;
  investing: InvestingSource;
  retirementPlan: RetirementPlanSource;
  setup: SetupStates;
}

/** GET /export: everything the product holds about the resident, as one document (docs/api.md "GET /export"). */
export class ExportMyData {
  constructor(
    private readonly sources: PortabilitySources,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<ExportDocument> {
    const { profile: p, money: m, targets: t, housing: h, investing: i, retirementPlan: r } = this.sources;
    const [{ profile, preferences }, money, targets, housing, investing, retirementPlan] = await Promise.all([p.read(userId), m.read(userId), t.read(userId), h.read(userId), i.read(userId), r.read(userId)]);
    return toExportDocument({ now: this.clock.now(), profile, preferences, money, targets, housing, investing, retirementPlan });
  }
}
