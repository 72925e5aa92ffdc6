import type { Clock } from '../../shared-kernel/clock.js';
import { visibleCpfAsset } from '../domain/cpf-asset.js';
import type { EstimatedMonthlyExpenses } from '../domain/estimated-monthly-expenses.js';
import { financeTotals, type FinanceTotals } from '../domain/finances/finance-totals.js';
import { toFinancialSnapshot } from '../domain/finances/snapshot-mapper.js';
import { figureInputs, monthlyFigures, roundedMonthlyFigures, type RoundedMonthlyFigures } from '../domain/health-check/monthly-figures.js';
import { emergencyFundWorking, type EmergencyFundFigures } from '../domain/health-check/ratios.js';
import type { Income } from '../domain/income.js';
import type { FinancesReader } from '../ports/finances-reader.js';
import type { ResidentFacts } from '../ports/resident-facts.js';
import { todayInSingapore } from '../../shared-kernel/dates.js';
import { hasRetirementAccount } from '../domain/cpf-asset.js';
import { moneyFactsOf } from './money-facts-of.js';
import type { OutflowsAndLiabilities } from './outflows-and-liabilities.js';
import { assetListsOf, type AssetLists } from './asset-lists.js';
import { withAssessmentAge } from '../domain/finances/assessment-age.js';

/** The combined money state (spec 2 §3 "Finances"). */
export interface Finances extends OutflowsAndLiabilities, AssetLists {
  incomeList: Income[];
  estimatedMonthlyExpenses: EstimatedMonthlyExpenses | null;
}

/**
 * GET /finances: every part in ONE SQL statement (the reader), the assets grouped by kind, the totals in SGD cents
 * at the stored rates, and the CPF asset with `ra` from 55 only (by the resident's date of birth: the caller passes
 * the facts it already holds, the signed-in resident's, so reading them costs no query).
 */
export class ReadFinances {
  constructor(
    private readonly reader: FinancesReader,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, facts: ResidentFacts): Promise<Finances & { totals: FinanceTotals; monthlyFigures: RoundedMonthlyFigures; emergencyFund: EmergencyFundFigures | null }> {
    const { finances, rates } = await this.reader.read(userId);
    const retirementAccount = hasRetirementAccount(facts.dateOfBirth, todayInSingapore(this.clock));
    const { assets, cpfAsset, setUp: _setUp, emergencyFundAllocated, ...lists } = finances;
    const money = moneyFactsOf(finances);
    // Each income from a notice of assessment says whether the notice is more than a year old today.
    const dated = { ...lists, origins: withAssessmentAge(lists.origins, todayInSingapore(this.clock)) };
    return {
      ...dated,
      ...assetListsOf(assets),
      cpfAsset: cpfAsset === null ? null : visibleCpfAsset(cpfAsset, retirementAccount),
      totals: financeTotals(money, rates),
      // The same figures as GET /health-check's, so every page shows one set.
      monthlyFigures: roundedMonthlyFigures(toFinancialSnapshot(money, rates, facts.employmentStatus)),
      // The health check's own emergency fund (its fund, outflow and months), so a page reading the finances needs
      // no second engine (docs/decisions.md "One emergency fund", "Links and feeds").
      emergencyFund: fundOf(toFinancialSnapshot(money, rates, facts.employmentStatus, emergencyFundAllocated ?? null)),
    };
  }
}

const fundOf = (snapshot: ReturnType<typeof toFinancialSnapshot>): EmergencyFundFigures | null =>
  emergencyFundWorking(monthlyFigures(snapshot), figureInputs(snapshot), snapshot.emergencyFundAllocated);
