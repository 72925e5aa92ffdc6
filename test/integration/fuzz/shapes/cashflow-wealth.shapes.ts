import fc from 'fast-check';
import { ASSET_KINDS, CASH_ONLY_KINDS, type AssetKind, type AssetKindPath } from '../../../../src/cashflow-wealth/domain/asset.js';
import { MAX_EXPENSE_AMOUNT_CENTS, MAX_EXPENSE_CATEGORY_LENGTH, TIME_INTERVALS } from '../../../../src/cashflow-wealth/domain/expense.js';
import { INCOME_TYPES, MAX_INCOME_NAME_LENGTH } from '../../../../src/cashflow-wealth/domain/income.js';
import { COVERAGE_CLASSES, PAYMENT_METHODS, POLICY_TYPES, PREMIUM_FREQUENCIES, PRODUCT_TYPES, PROVIDER_CODES, RIDER_OR_BASIC } from '../../../../src/cashflow-wealth/domain/insurance-details.js';
import { LIABILITY_CATEGORIES, MAX_LIABILITY_NAME_LENGTH } from '../../../../src/cashflow-wealth/domain/liability.js';
import { MAX_LOAN_NAME_LENGTH } from '../../../../src/cashflow-wealth/domain/loan-repayment.js';
import { HDB_FLAT_TYPES, MAX_ADDRESS_LENGTH } from '../../../../src/cashflow-wealth/domain/property-details.js';
import { INVESTMENT_ASSET_TYPES } from '../../../../src/cashflow-wealth/domain/monthly-investment.js';
import { FUZZ_TODAY, cents, localDate, narrowName, text } from './primitives.js';

/**
 * The valid shapes of the cashflow-wealth writes: spec 2 §3 (entities), §5 (limits: names, the money cap of
 * 300,000,000,000 SGD converted per currency, expense amounts up to 99,999,999) and §7 (the calls); docs/api.md
 * "Cashflow-wealth" for the wire. Enumerations come from the domain, so a new value is fuzzed as soon as it exists.
 */

/** The money cap in SGD cents (spec 1 §9). */
export const SGD_CAP_CENTS = 30_000_000_000_000;
/** Below the cap of every stored currency (gold, XAU at about 5,300 SGD, caps near 5.6e9 cents). */
const ANY_CURRENCY_CAP_CENTS = 5_000_000_000;
/** The currencies the test database has rates for (migrations seed them). */
export const RATED_CURRENCIES = ['SGD', 'USD', 'EUR', 'JPY', 'GBP', 'AUD', 'CNH', 'HKD', 'XAU'] as const;

/** A currency and an amount within its cap, above `min` cents. */
const moneyIn = (min: number): fc.Arbitrary<{ currency: string; amount: number }> =>
  fc.constantFrom(...RATED_CURRENCIES).chain((currency) => cents(min, currency === 'SGD' ? SGD_CAP_CENTS : ANY_CURRENCY_CAP_CENTS).map((amount) => ({ currency, amount })));

/** Spec 2 §3 "Income" (POST /income items, new ones: no id): net at most gross. */
export const incomeItem = () =>
  fc.tuple(text(MAX_INCOME_NAME_LENGTH), moneyIn(0), fc.option(fc.nat(), { nil: null }), fc.constantFrom(...INCOME_TYPES)).map(([name, money, netShare, type]) => ({
    name,
    grossIncome: money.amount,
    netIncome: netShare === null ? null : netShare % (money.amount + 1),
    incomeCurrency: money.currency,
    type,
  }));
export const incomeListBody = () => fc.record({ incomeList: fc.array(incomeItem(), { maxLength: 4 }) });

/** Spec 2 §3 "Estimated monthly expenses": SGD cents, a flag, a day not after today. */
export const estimatedMonthlyExpensesBody = () =>
  fc.record({ amount: cents(0, SGD_CAP_CENTS), isDerived: fc.boolean(), enteredDate: localDate('1900-01-01', FUZZ_TODAY) });

const expenseAmount = () => cents(1, MAX_EXPENSE_AMOUNT_CENTS);
const colour = () => fc.option(fc.tuple(fc.constantFrom('#'), fc.stringMatching(/^[0-9a-fA-F]{6}$/)).map(([h, x]) => h + x), { nil: null });
/** A budget, all or nothing: an amount with its interval, or none (spec 2 §3 "Expense"). */
const budget = () =>
  fc.oneof(
    fc.constant({}),
    fc.constant({ budgetAmount: null }),
    fc.record({ budgetAmount: expenseAmount(), budgetTimeInterval: fc.constantFrom(...TIME_INTERVALS) }),
  );

/** Spec 2 §3 "Expense" (POST /expense items), categories distinct ignoring case. */
export const expenseItem = () =>
  fc
    .tuple(text(MAX_EXPENSE_CATEGORY_LENGTH), expenseAmount(), fc.constantFrom(...TIME_INTERVALS), budget(), fc.option(colour(), { nil: undefined }))
    .map(([category, amount, timeInterval, budgetPart, colourPart]) => ({ category, amount, timeInterval, ...budgetPart, ...(colourPart === undefined ? {} : { colour: colourPart }) }));
export const createExpensesBody = () =>
  fc.record({ expenses: fc.uniqueArray(expenseItem(), { minLength: 1, maxLength: 3, selector: (e) => e.category.toLowerCase() }) });

/** PATCH /expense: the changed fields of one expense (at least one besides the id). */
export const expenseChange = () =>
  fc
    .tuple(
      fc.record(
        { category: text(MAX_EXPENSE_CATEGORY_LENGTH), amount: expenseAmount(), timeInterval: fc.constantFrom(...TIME_INTERVALS), colour: colour() },
        { requiredKeys: [] },
      ),
      budget(),
    )
    .map(([fields, budgetPart]) => ({ ...fields, ...budgetPart }))
    .filter((change) => Object.keys(change).length > 0);

/** Spec 2 §3 "Loan repayment" (POST /loan-repayment items, new ones): cash + CPF at most the instalment. */
export const loanRepaymentItem = () =>
  fc.tuple(text(MAX_LOAN_NAME_LENGTH), moneyIn(1), fc.nat(), fc.nat(), fc.constantFrom(1, 2)).map(([name, money, a, b, typeId]) => {
    const cash = a % (money.amount + 1);
    return { name, amount: money.amount, ccy: money.currency, cash, cpf: b % (money.amount - cash + 1), type: { id: typeId } };
  });
export const loanRepaymentsBody = () => fc.record({ loanRepayments: fc.array(loanRepaymentItem(), { maxLength: 4 }) });

/** Spec 2 §3 "Monthly investment" (POST /investment): a name of at most 24 columns, an amount above 0. */
export const monthlyInvestmentBody = () =>
  fc.tuple(narrowName(24), moneyIn(1), fc.constantFrom(...INVESTMENT_ASSET_TYPES)).map(([name, money, assetType]) => ({ name, amount: money.amount, ccy: money.currency, assetType }));

/** Spec 2 §3 "Liability" (POST /liability): amount 0 or more. */
export const liabilityBody = () =>
  fc.tuple(text(MAX_LIABILITY_NAME_LENGTH), moneyIn(0), fc.constantFrom(...LIABILITY_CATEGORIES)).map(([name, money, category]) => ({ name, amount: money.amount, ccy: money.currency, category }));

/** PATCH /investment/{id}, /liability/{id}: any non-empty part of the fields; a currency comes with an amount within its cap. */
export const partialOf = <T extends Record<string, unknown>>(whole: fc.Arbitrary<T>, amountKey: string, currencyKey: string) =>
  fc.tuple(whole, fc.subarray(['name', 'amount+currency', 'other'] as const, { minLength: 1 })).map(([body, parts]) => {
    const change: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      const part = key === 'name' ? 'name' : key === amountKey || key === currencyKey ? 'amount+currency' : 'other';
      if (parts.includes(part)) change[key] = value;
    }
    return change;
  });

/** Spec 2 §3 "Target monthly savings" (POST /target-monthly-savings). */
/** With the day of transfer (1 to 28, or none) and whether it is automatic (spec 3 §3); automatic needs a day. */
export const targetMonthlySavingsBody = () =>
  fc
    .record(
      {
        targetMonthlySavings: cents(0, SGD_CAP_CENTS),
        enteredDate: localDate('1900-01-01', FUZZ_TODAY),
        dayOfTransfer: fc.option(fc.integer({ min: 1, max: 28 })),
        automaticTransferStatus: fc.option(fc.boolean()),
      },
      { requiredKeys: ['targetMonthlySavings', 'enteredDate'] },
    )
    .map((body) => (body.automaticTransferStatus === true && (body.dayOfTransfer ?? null) === null ? { ...body, automaticTransferStatus: false } : body));
/** Spec 3 §2 budget calculator, PUT /total-budget. */
export const totalBudgetBody = () => fc.record({ amount: cents(0, SGD_CAP_CENTS) });

/** Spec 2 §3 "CPF asset" (PATCH /asset/cpf) for a resident under 55: no positive RA. */
export const cpfBody = () =>
  fc.record({ oa: cents(0, SGD_CAP_CENTS), sa: cents(0, SGD_CAP_CENTS), ma: cents(0, SGD_CAP_CENTS), ra: fc.constant(0) }, { requiredKeys: ['oa', 'sa', 'ma'] });

export const ASSET_KIND_PATHS = Object.keys(ASSET_KINDS) as AssetKindPath[];

/** Spec 2 §3 "Insurance details": every field optional. */
const insuranceDetails = () =>
  fc.record(
    {
      insurer: fc.option(text(100), { nil: null }),
      policyType: fc.option(fc.constantFrom(...POLICY_TYPES), { nil: null }),
      productType: fc.option(fc.constantFrom(...PRODUCT_TYPES), { nil: null }),
      premiumAmount: fc.option(cents(0, ANY_CURRENCY_CAP_CENTS), { nil: null }),
      premiumFrequency: fc.option(fc.constantFrom(...PREMIUM_FREQUENCIES), { nil: null }),
      sumAssured: fc.option(cents(0, ANY_CURRENCY_CAP_CENTS), { nil: null }),
      providerCode: fc.option(fc.constantFrom(...PROVIDER_CODES), { nil: null }),
      coverageClass: fc.option(fc.constantFrom(...COVERAGE_CLASSES), { nil: null }),
      riderOrBasic: fc.option(fc.constantFrom(...RIDER_OR_BASIC), { nil: null }),
      paymentMethod: fc.option(fc.constantFrom(...PAYMENT_METHODS), { nil: null }),
      accidentalDeathSumAssured: fc.option(cents(0, ANY_CURRENCY_CAP_CENTS), { nil: null }),
      totalPermanentDisabilitySumAssured: fc.option(cents(0, ANY_CURRENCY_CAP_CENTS), { nil: null }),
      criticalIllnessSumAssured: fc.option(cents(0, ANY_CURRENCY_CAP_CENTS), { nil: null }),
    },
    { requiredKeys: [] },
  );

/**
 * A home's details (decisions.md "The home as an asset"): a flat type for HDB flats only, an optional address, a
 * share of 1 to 100 % with 2 decimals, a valuation date up to the fuzz's today; no secured liability.
 */
export const propertyDetails = () =>
  fc
    .tuple(
      fc.constantFrom('HDB', 'CONDOMINIUM', 'LANDED'),
      fc.option(fc.constantFrom(...HDB_FLAT_TYPES), { nil: null }),
      fc.option(text(MAX_ADDRESS_LENGTH), { nil: null }),
      fc.integer({ min: 100, max: 10_000 }),
      localDate('1900-01-01', FUZZ_TODAY),
    )
    .map(([propertyType, hdbFlatType, address, hundredths, valuationDate]) => ({
      propertyType,
      hdbFlatType: propertyType === 'HDB' ? hdbFlatType : null,
      address,
      ownershipShare: hundredths / 100,
      valuationDate,
    }));

/** A growth rate from -100 to 100 % with at most 2 decimals, or null. */
const growthRate = () => fc.option(fc.integer({ min: -10_000, max: 10_000 }).map((hundredths) => hundredths / 100), { nil: null });

/**
 * Spec 2 §3 "Assets" and §5 "Manual investment" (POST /asset/{kind}): cash-only kinds in CASH as a total value;
 * CPFIS and SRS in SGD; UNIT_PRICE with a quantity (gold: 3 decimals) and a unit price.
 */
export function assetBody(kind: AssetKind) {
  const cashOnly = CASH_ONLY_KINDS.has(kind);
  const source = cashOnly ? fc.constant('CASH') : fc.constantFrom('CASH', 'CPFIS', 'SRS');
  const option = cashOnly ? fc.constant('TOTAL_VALUE') : fc.constantFrom('TOTAL_VALUE', 'UNIT_PRICE');
  const quantity = kind === 'gold' ? fc.integer({ min: 1, max: 10_000_000 }).map((thousandths) => thousandths / 1000) : fc.integer({ min: 1, max: 100_000 });
  return fc
    .tuple(narrowName(24), source, option, fc.constantFrom(...RATED_CURRENCIES), cents(0, ANY_CURRENCY_CAP_CENTS), quantity, cents(0, 50_000), growthRate(), insuranceDetails(), propertyDetails())
    .map(([name, investmentSource, enterOption, anyCurrency, total, units, unitPrice, estimatedGrowthRate, insurance, property]) => ({
      name,
      currency: investmentSource === 'CASH' ? anyCurrency : 'SGD',
      investmentSource,
      enterOption,
      ...(enterOption === 'TOTAL_VALUE' ? { totalValueAmount: total, quantity: null, unitPrice: null } : { quantity: units, unitPrice }),
      estimatedGrowthRate,
      ...(kind === 'insurance' ? { insurance } : {}),
      ...(kind === 'property' ? { property } : {}),
    }));
}

/** PATCH /asset/{kind}/{id} on a stored SGD cash total: a name, a total, a growth rate, and (insurance) policy details. */
export function assetChange(kind: AssetKind) {
  return fc
    .record(
      {
        name: narrowName(24),
        totalValueAmount: cents(0, ANY_CURRENCY_CAP_CENTS),
        estimatedGrowthRate: growthRate(),
        currency: fc.constantFrom(...RATED_CURRENCIES),
        ...(kind === 'insurance' ? { insurance: fc.option(insuranceDetails(), { nil: null }) } : {}),
      },
      { requiredKeys: [] },
    )
    .filter((change) => Object.keys(change).length > 0);
}

/**
 * POST /retirement/calculate (docs/api.md "Retirement"): ages 16 to 95 in every start month sent, wages and balances from
 * none to the money cap, every assumption within its bounds or left to its default. Figures that grow past whole
 * cents are refused by name (RETIREMENT.TOO_LARGE).
 */
/** Mostly everyday amounts (up to S$1 million), sometimes anything up to the cap. */
const amount = () => fc.oneof({ weight: 4, arbitrary: cents(0, 100_000_000) }, { weight: 1, arbitrary: cents(0, SGD_CAP_CENTS) });
export const retirementCalculateBody = () =>
  fc.record(
    {
      dateOfBirth: localDate('1936-01-01', '2008-12-31'),
      residentialStatus: fc.constantFrom('CITIZEN', 'PR_THIRD_YEAR_ON'),
      grossMonthlyWage: amount(),
      bonusMonths: fc.integer({ min: 0, max: 24 }),
      balances: fc.record({ oa: amount(), sa: amount(), ma: amount(), ra: amount() }, { requiredKeys: [] }),
      monthlySpending: amount(),
      investments: amount(),
      srsBalance: amount(),
      cashSetAside: amount(),
      assumptions: fc.record(
        {
          wageGrowthPercent: fc.integer({ min: -100, max: 100 }).map((n) => n / 10),
          inflationPercent: fc.integer({ min: 0, max: 100 }).map((n) => n / 10),
          investmentsReturnPercent: fc.integer({ min: -50, max: 100 }).map((n) => n / 10),
          srsReturnPercent: fc.integer({ min: -50, max: 100 }).map((n) => n / 10),
          cashReturnPercent: fc.integer({ min: 0, max: 100 }).map((n) => n / 10),
          payoutStartAge: fc.integer({ min: 65, max: 70 }),
          cpfLifePlan: fc.constantFrom('STANDARD', 'BASIC', 'ESCALATING'),
          retirementSumChoice: fc.constantFrom('BASIC_WITH_PLEDGE', 'FULL', 'ENHANCED'),
          planToAge: fc.integer({ min: 75, max: 110 }),
          monthlyHousingFromOa: amount(),
          housingFromOaUntil: fc.option(fc.integer({ min: 2025 * 12, max: 2090 * 12 }).map((i) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`), { nil: null }),
          startMonth: fc.constantFrom(FUZZ_TODAY.slice(0, 7), '2025-01', '2026-01', '2031-01'),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ['dateOfBirth', 'residentialStatus', 'grossMonthlyWage', 'monthlySpending'] },
  );
