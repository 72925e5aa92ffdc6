import fc from 'fast-check';
import { cents, text } from './primitives.js';

/**
 * The valid shapes of the data-import writes: spec 2 §3 ("Personal-data record", "Bank-data record"), §4 (the
 * resident may adjust imported items) and §7 (the Myinfo and bank-data calls); docs/api.md "Data import". Shares
 * are percentages from 0 to 100 with 2 decimals, growth rates -100 to 100 with 2 decimals, amounts integer cents.
 */

const MONEY_CAP = 30_000_000_000_000;
export const share = () => fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);
export const growthRate = () => fc.option(fc.integer({ min: -10_000, max: 10_000 }).map((hundredths) => hundredths / 100), { nil: null });
export const amount = () => cents(0, MONEY_CAP);

/** PATCH /myinfo/hdb/ownership/{id}: the resident's share of a flat and how its instalment is paid. */
export const flatAdjustment = () => fc.record({ percentageShare: share(), monthlyCashLoanInstalment: amount(), monthlyCPFLoanInstalment: amount() });

/** POST /myinfo/user-data-rejection, POST /apim/user-data-rejection: what the consent page said. */
export const rejectionBody = () =>
  fc.record({ error: fc.oneof(fc.constantFrom('access_denied', 'server_error', ''), text(200)), description: fc.oneof(fc.constant(''), text(1000)) }, { requiredKeys: ['error'] });

/** POST /myinfo/token, POST /apim/token: a code and a state of a plausible shape. */
/** POST /myinfo/income-offers: some of the incomes LIM YONG XIANG's notice offers, each once. */
export const incomeChoice = () => fc.record({ ticked: fc.subarray(['noa:EMPLOYMENT', 'noa:INTEREST']) });

export const codeAndState = () => fc.record({ code: fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), state: fc.uuid() });

const atLeastOne = <T extends Record<string, unknown>>(arbitrary: fc.Arbitrary<T>) => arbitrary.filter((body) => Object.keys(body).length > 0);

/** The bank-data adjustments of spec 2 §7, by the part of the record they change (at least one field each). */
export const BANK_ADJUSTMENTS = {
  casa: () => atLeastOne(fc.record({ percentageShare: share(), estimatedGrowthRate: growthRate() }, { requiredKeys: [] })),
  fixedDeposit: () => atLeastOne(fc.record({ percentageShare: share(), estimatedGrowthRate: growthRate() }, { requiredKeys: [] })),
  securedLoan: () =>
    atLeastOne(
      fc.record(
        { percentageShare: share(), monthlyCashLoanInstalment: amount(), monthlyCPFLoanInstalment: amount(), type: fc.constantFrom({ id: 1 }, { id: 2 }), estimatedGrowthRate: growthRate() },
        { requiredKeys: [] },
      ),
    ),
  unsecuredLoan: () =>
    atLeastOne(
      fc.record(
        { percentageShare: share(), monthlyCashLoanInstalment: amount(), monthlyCPFLoanInstalment: amount(), type: fc.constantFrom({ id: 1 }, { id: 2 }), estimatedGrowthRate: growthRate() },
        { requiredKeys: [] },
      ),
    ),
  assetAmount: () => atLeastOne(fc.record({ surrenderValue: fc.option(amount(), { nil: null }), estimatedGrowthRate: growthRate() }, { requiredKeys: [] })),
  assetHolding: () => atLeastOne(fc.record({ percentageShare: share(), estimatedGrowthRate: growthRate() }, { requiredKeys: [] })),
  assetHoldingBalance: () => fc.record({ unitPrice: amount() }),
  sgxHolding: () => atLeastOne(fc.record({ percentageShare: share(), estimatedGrowthRate: growthRate() }, { requiredKeys: [] })),
  sgxHoldingBalance: () => fc.record({ marketValue: amount() }),
} as const;
