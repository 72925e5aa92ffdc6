/**
 * IRAS's progressive income tax rates for tax residents, as dated rows by Year of Assessment (docs/decisions.md "CPF
 * rules as dated tables", the same pattern): each row is in force from the YA `effectiveFrom` to the YA `effectiveTo`
 * (inclusive; null = open-ended), says where it comes from and when we last checked it. A YA taxes the income of the
 * calendar year before it. Used to say what a tax-relieved top-up saves (docs/decisions.md "Retirement projection").
 * Pure: whole-number arithmetic on cents.
 */
import type { RetirementSource } from '../retirement-figures.js';

/** One band: the chargeable income up to `upTo` dollars (null: no upper end) taxed at `permille` thousandths. */
export interface TaxBand {
  upTo: number | null;
  /** the rate in tenths of a percent: 35 is 3.5 % */
  permille: number;
}

export interface ResidentTaxRow {
  /** Year of Assessment; null = from the first year we hold */
  effectiveFrom: number | null;
  effectiveTo: number | null;
  source: RetirementSource;
  /** the bands in order, the last open-ended */
  value: readonly TaxBand[];
}

export interface ResidentTaxTable {
  name: string;
  rows: readonly ResidentTaxRow[];
}

const IRAS_RATES_URL = 'https://www.iras.gov.sg/taxes/individual-income-tax/basics-of-individual-income-tax/tax-residency-and-tax-rates/individual-income-tax-rates';
const CHECKED_ON = '2026-12-02';

const YA2017: RetirementSource = {
  publisher: 'IRAS',
  title: 'Individual income tax rates for tax residents from YA 2017 to YA 2023 (top rate 22 % above S$320,000)',
  url: IRAS_RATES_URL,
  checkedOn: CHECKED_ON,
  toConfirm: 'read in a tax firm\u2019s copy of the IRAS table (Budget 2015 changes, effective YA 2017); the IRAS page itself was not readable here',
};
const YA2024: RetirementSource = {
  publisher: 'IRAS',
  title: 'Individual income tax rates for tax residents from YA 2024 (23 % above S$500,000, 24 % above S$1,000,000)',
  url: IRAS_RATES_URL,
  checkedOn: CHECKED_ON,
  toConfirm: 'read in corporate secretarial and tax firms\u2019 copies of the IRAS table (YA 2024); the IRAS page itself was not readable here',
};

/** The bands every row shares up to S$320,000. */
const UP_TO_320K: readonly TaxBand[] = [
  { upTo: 20_000, permille: 0 },
  { upTo: 30_000, permille: 20 },
  { upTo: 40_000, permille: 35 },
  { upTo: 80_000, permille: 70 },
  { upTo: 120_000, permille: 115 },
  { upTo: 160_000, permille: 150 },
  { upTo: 200_000, permille: 180 },
  { upTo: 240_000, permille: 190 },
  { upTo: 280_000, permille: 195 },
  { upTo: 320_000, permille: 200 },
];

export const RESIDENT_INCOME_TAX: ResidentTaxTable = {
  name: 'Resident individual income tax rates',
  rows: [
    { effectiveFrom: 2017, effectiveTo: 2023, source: YA2017, value: [...UP_TO_320K, { upTo: null, permille: 220 }] },
    {
      effectiveFrom: 2024,
      effectiveTo: null,
      source: YA2024,
      value: [...UP_TO_320K, { upTo: 500_000, permille: 220 }, { upTo: 1_000_000, permille: 230 }, { upTo: null, permille: 240 }],
    },
  ],
};

/** The row in force for a Year of Assessment. @throws Error when none is (a year before the table). */
export function residentTaxRowFor(yearOfAssessment: number): ResidentTaxRow {
  if (!Number.isInteger(yearOfAssessment)) throw new Error(`${RESIDENT_INCOME_TAX.name}: '${yearOfAssessment}' is not a Year of Assessment`);
  const row = RESIDENT_INCOME_TAX.rows.find(
    (r) => (r.effectiveFrom === null || r.effectiveFrom <= yearOfAssessment) && (r.effectiveTo === null || yearOfAssessment <= r.effectiveTo),
  );
  if (!row) throw new Error(`${RESIDENT_INCOME_TAX.name}: no row is in force for YA ${yearOfAssessment}`);
  return row;
}

/**
 * The tax on a resident's chargeable income (whole cents, 0 or more) for a Year of Assessment, before any rebate:
 * each band's slice at its rate, summed exactly, rounded half up to the cent once at the end.
 * @throws Error when the income is not whole cents or not 0 or more, or the YA has no row.
 */
export function residentIncomeTax(chargeableIncomeCents: number, yearOfAssessment: number): number {
  if (!Number.isSafeInteger(chargeableIncomeCents) || chargeableIncomeCents < 0) {
    throw new Error(`${RESIDENT_INCOME_TAX.name}: '${chargeableIncomeCents}' is not a chargeable income in whole cents`);
  }
  const income = BigInt(chargeableIncomeCents);
  let from = 0n;
  // Cents x thousandths: exact in bigint whatever the income.
  let thousandths = 0n;
  for (const band of residentTaxRowFor(yearOfAssessment).value) {
    const to = band.upTo === null ? income : BigInt(band.upTo) * 100n;
    if (income > from) thousandths += ((income < to ? income : to) - from) * BigInt(band.permille);
    from = to;
    if (income <= from) break;
  }
  return Number((thousandths + 500n) / 1000n);
}
