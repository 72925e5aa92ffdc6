import fc from 'fast-check';
import {
  CASH_ONLY_FEES,
  FEE_ITEMS,
  FLAT_SIZES,
  FLAT_TYPES,
  HOUSEHOLD_TYPES,
  MAX_BUYERS,
  MAX_INTEREST_RATE,
  MAX_LOAN_YEARS,
  MAX_PLAN_NAME_LENGTH,
  PAYMENT_METHODS,
  PLAN_COLORS,
  PLAN_STEPS,
  PLAN_TYPES,
  MAX_PROPERTIES_OWNED,
  MAX_BUYER_AGE,
  MIN_BUYER_AGE,
  NEW_FLAT_LEASE_YEARS,
  RESIDENCIES,
} from '../../../../src/housing/domain/housing-plan.js';
import { grantCapsOn, type GrantName } from '../../../../src/housing/domain/grants.js';
import { cents, text } from './primitives.js';

/**
 * The valid shape of a housing plan change (POST /housing-plan, PATCH /housing-plan/{id}): spec 3 §3 "Housing
 * plan", §5 (a name of 1 to 40 characters, 1 to 4 buyers, a rate from 0 to 10 % with 2 decimals, a loan of 1 to 25
 * years (HDB) or 30 (bank), cash-only fees in cash) and §7; docs/api.md "Housing". Amounts are integer cents up to
 * the money cap (spec 1 §9).
 */

const MONEY_CAP = 30_000_000_000_000;
const money = () => fc.option(cents(0, MONEY_CAP), { nil: null, freq: 6 });

/**
 * A typed grant, at most its cap (docs/decisions.md "Housing grants worked out"): the lower of the caps before and
 * since the Enhanced CPF Housing Grant went up on 20 Aug 2024, so it is valid whatever day the plan is bought.
 */
const grant = (name: GrantName) => fc.option(cents(0, Math.min(grantCapsOn('2024-08-19')[name], grantCapsOn('2024-08-20')[name])), { nil: null, freq: 6 });

/**
 * A purchase date the plan accepts (docs/decisions.md "Housing rules as dated tables"), from 20 Aug 2024 to 2099:
 * every grant a body may type exists then (an earlier day refuses a grant that did not exist yet, a rule of its own).
 */
const purchaseDay = () =>
  fc.integer({ min: Date.UTC(2024, 7, 20) / 86_400_000, max: Date.UTC(2099, 11, 31) / 86_400_000 }).map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

/** One fee item: an amount and how it is paid (cash only for the fees CPF cannot pay). */
const feeItem = (name: (typeof FEE_ITEMS)[number]) =>
  fc.record({ amount: cents(0, MONEY_CAP), paymentMethod: CASH_ONLY_FEES.includes(name) ? fc.constant('CASH' as const) : fc.constantFrom(...PAYMENT_METHODS) });

const fees = () => fc.record(Object.fromEntries(FEE_ITEMS.map((name) => [name, feeItem(name)])) as Record<(typeof FEE_ITEMS)[number], ReturnType<typeof feeItem>>, { requiredKeys: [] });

/**
 * Any part of a plan; the loan period fits the loan type sent (an HDB loan when none is sent: the default). The
 * answers the rules need (purchase date, residencies, homes owned, ages, lease left) are among them.
 */
export const housingPlanChange = () =>
  fc
    .record(
      {
        isPlanCompleted: fc.boolean(),
        planType: fc.constantFrom(...PLAN_TYPES),
        planStep: fc.constantFrom(...PLAN_STEPS),
        planName: text(MAX_PLAN_NAME_LENGTH),
        planColor: fc.constantFrom(...PLAN_COLORS),
        firstTimeBuyer: fc.option(fc.boolean(), { nil: null }),
        householdType: fc.constantFrom(...HOUSEHOLD_TYPES),
        noOfBuyers: fc.integer({ min: 1, max: MAX_BUYERS }),
        purchaseDate: purchaseDay(),
        propertiesOwned: fc.integer({ min: 0, max: MAX_PROPERTIES_OWNED }),
        flatValuation: money(),
        monthlyHouseholdIncome: money(),
        cpfOABalance: money(),
        cashSavings: money(),
        estimatedFlatBudget: money(),
        flatValueAtTimeOfPurchase: money(),
        flatType: fc.constantFrom(...FLAT_TYPES),
        flatSize: fc.constantFrom(...FLAT_SIZES),
        // Whole years left on the lease, 0 to a new flat's 99, or not known yet.
        remainingLease: fc.option(fc.integer({ min: 0, max: NEW_FLAT_LEASE_YEARS }), { nil: null }),
        loanType: fc.constantFrom('HDB' as const, 'BANK' as const),
        upfrontPaymentInCash: money(),
        cpfHousingGrant: grant('cpfHousingGrant'),
        enhancedCpfHousingGrant: grant('enhancedCpfHousingGrant'),
        proximityGrant: grant('proximityGrant'),
        interestRate: fc.integer({ min: 0, max: MAX_INTEREST_RATE * 100 }).map((hundredths) => hundredths / 100),
        loanPeriod: fc.integer({ min: 1, max: MAX_LOAN_YEARS.HDB }),
        // At most the monthly instalment the plan works out (a rule of its own): none, or nothing, here.
        cpfMonthlyInstalment: fc.constantFrom(null, 0),
        fees: fees(),
      },
      { requiredKeys: [] },
    )
    // One residency per buyer, sent with the number of buyers (a fresh plan has 1): the domain fills or cuts otherwise.
    .chain((change) => fc.option(fc.array(fc.constantFrom(...RESIDENCIES), { minLength: change.noOfBuyers ?? 1, maxLength: change.noOfBuyers ?? 1 }), { nil: undefined }).map((buyerResidencies) => (buyerResidencies ? { ...change, buyerResidencies } : change)))
    // Up to one age per buyer (a fresh plan has 1 buyer), 21 to 99 in whole years: fewer while not all answered;
    // the domain cuts a longer list to the buyers.
    .chain((change) =>
      fc
        .option(fc.array(fc.integer({ min: MIN_BUYER_AGE, max: MAX_BUYER_AGE }), { minLength: 0, maxLength: change.noOfBuyers ?? 1 }), { nil: undefined })
        .map((buyerAges) => (buyerAges ? { ...change, buyerAges } : change)),
    )
    .chain((change) =>
      change.loanType === 'BANK' && change.loanPeriod !== undefined ? fc.integer({ min: 1, max: MAX_LOAN_YEARS.BANK }).map((loanPeriod) => ({ ...change, loanPeriod })) : fc.constant(change),
    );
