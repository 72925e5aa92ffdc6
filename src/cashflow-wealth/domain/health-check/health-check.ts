import { ROUND_HALF_UP, type Decimal } from '../../../shared-kernel/decimal.js';
import { isWorking, type FinancialSnapshot } from './financial-snapshot.js';
import { combineLevels, type HealthLevel } from './health-level.js';
import { figureInputs, monthlyFigures, roundedMonthlyFigures, type RoundedMonthlyFigures } from './monthly-figures.js';
import { debtServicingRatio, emergencyFundMonths, investmentClasses, savingsRatio } from './ratios.js';
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

/** Ratios are shown as fractions to 4 decimals (0.2534 = 25.34 %), months to 2 decimals; the bands use exact values. */
export const RATIO_DECIMALS = 4;
export const MONTHS_DECIMALS = 2;

/** GET /api/v1/health-check (spec 2): levels 0 to 3, ratios as fractions, null where missing. */
export interface HealthCheck {
  savingsRatio: { code: SavingsRatioCode; level: HealthLevel; ratio: number | null };
  debtServicingRatio: { code: DebtServicingRatioCode; level: HealthLevel; ratio: number | null };
  diversification: { code: DiversificationCode; level: HealthLevel; classes: number };
  /** null (EF0) while the spending or the savings side is missing. */
  emergencyFund: { code: EmergencyFundCode; level: HealthLevel; months: number | null };
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
    emergencyFundMonths: emergencyFundMonths(figures, inputs),
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
    emergencyFund: { ...emergency, months: rounded(facts.emergencyFundMonths, MONTHS_DECIMALS) },
    areas,
    overall: combineLevels([areas.cashflow, areas.wealth, areas.protection]),
    monthlyFigures: roundedMonthlyFigures(snapshot),
  };
}
