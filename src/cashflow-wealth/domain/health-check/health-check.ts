import { ROUND_HALF_UP, type Decimal } from '../../../shared-kernel/decimal.js';
import { FUND_MONTHS_DECIMALS } from '../../../shared-kernel/emergency-fund-months.js';
import type { Cents } from '../../../shared-kernel/money.js';
import { isWorking, type FinancialSnapshot } from './financial-snapshot.js';
import { combineLevels, type HealthLevel } from './health-level.js';
import { figureInputs, monthlyFigures, roundedMonthlyFigures, type RoundedMonthlyFigures } from './monthly-figures.js';
import { debtServicingRatio, emergencyFundMonths, emergencyFundWorking, investmentClasses, savingsRatio } from './ratios.js';
import {
  DEBT_SERVICING_RATIO_RULES,
  DIVERSIFICATION_RULES,
  EMERGENCY_FUND_RULES,
  SAVINGS_RATIO_RULES,
  pickRule,
  type DebtServicingRatioCode,
  type DiversificationCode,
  type EmergencyFundCode,
  type RuleFacts,
  type SavingsRatioCode,
} from './rule-sets.js';

/**
 * Ratios are shown as fractions to 4 decimals (0.2534 = 25.34 %); the bands use exact values. Months are already
 * rounded once, to 1 decimal, by the shared kernel (the bands and the pages read the same figure).
 */
export const RATIO_DECIMALS = 4;
export const MONTHS_DECIMALS = FUND_MONTHS_DECIMALS;

/** GET /api/v1/health-check (spec 2): levels 0 to 3, ratios as fractions, null where missing. */
export interface HealthCheck {
  savingsRatio: { code: SavingsRatioCode; level: HealthLevel; ratio: number | null };
  debtServicingRatio: { code: DebtServicingRatioCode; level: HealthLevel; ratio: number | null };
  diversification: { code: DiversificationCode; level: HealthLevel; classes: number };
  /**
   * null (EF0) while the spending or the savings side is missing. `fund` is what the months count (the emergency-fund
   * target's allocation when `allocated`, else all the cash), `monthlyOutflow` what they divide by; both SGD cents.
   */
  emergencyFund: { code: EmergencyFundCode; level: HealthLevel; months: number | null; fund: Cents | null; monthlyOutflow: Cents | null; allocated: boolean };
  areas: { cashflow: HealthLevel; wealth: HealthLevel; protection: HealthLevel };
  /** Combines only the available indicators; 0 when none is (a new account). */
  overall: HealthLevel;
  /** The one set of monthly figures every page shows, and which inputs are present. */
  monthlyFigures: RoundedMonthlyFigures;
}

function rounded(value: Decimal | null, places: number): number | null {
  return value === null ? null : value.round(places, ROUND_HALF_UP).toNumber();
}

/** The facts the rule sets read, exact. Exported for the achievement trackers, which need the same months. */
export function ruleFacts(snapshot: FinancialSnapshot): RuleFacts {
  const figures = monthlyFigures(snapshot);
  const inputs = figureInputs(snapshot);
  return {
    savingsRatio: savingsRatio(figures, inputs),
    debtServicingRatio: debtServicingRatio(figures, inputs),
    emergencyFundMonths: emergencyFundMonths(figures, inputs, snapshot.emergencyFundAllocated),
    investmentClasses: investmentClasses(snapshot.assets),
    wealthKnown: inputs.wealth,
    investsMonthly: figures.monthlyInvestments.gt(0n),
    working: isWorking(snapshot.employmentStatus),
  };
}

/**
 * The financial health check (spec 2 §4): four rule sets, three areas (cashflow from savings and debt
 * servicing, wealth from diversification, protection from the emergency fund) and the overall level, which
 * combines the three areas.
 */
export function healthCheck(snapshot: FinancialSnapshot): HealthCheck {
  const facts = ruleFacts(snapshot);
  const fund = emergencyFundWorking(monthlyFigures(snapshot), figureInputs(snapshot), snapshot.emergencyFundAllocated);
  const savings = pickRule(SAVINGS_RATIO_RULES, facts);
  const debt = pickRule(DEBT_SERVICING_RATIO_RULES, facts);
  const diversification = pickRule(DIVERSIFICATION_RULES, facts);
  const emergency = pickRule(EMERGENCY_FUND_RULES, facts);
  const areas = {
    cashflow: combineLevels([savings.level, debt.level]),
    wealth: combineLevels([diversification.level]),
    protection: combineLevels([emergency.level]),
  };
  return {
    savingsRatio: { ...savings, ratio: rounded(facts.savingsRatio, RATIO_DECIMALS) },
    debtServicingRatio: { ...debt, ratio: rounded(facts.debtServicingRatio, RATIO_DECIMALS) },
    diversification: { ...diversification, classes: facts.investmentClasses },
    emergencyFund: {
      ...emergency,
      months: rounded(facts.emergencyFundMonths, MONTHS_DECIMALS),
      fund: fund?.fund ?? null,
      monthlyOutflow: fund?.monthlyOutflow ?? null,
      allocated: snapshot.emergencyFundAllocated !== null,
    },
    areas,
    overall: combineLevels([areas.cashflow, areas.wealth, areas.protection]),
    monthlyFigures: roundedMonthlyFigures(snapshot),
  };
}
