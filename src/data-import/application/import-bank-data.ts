import {
  BENEFIT_TYPES,
  COVERAGE_CLASSES,
  growthRateFlag,
  insurerName,
  PAYMENT_METHODS,
  POLICY_TYPES,
  PREMIUM_FREQUENCIES,
  PRODUCT_TYPES,
  RIDER_OR_BASIC,
  SUM_ASSURED_FIELDS,
  type ImportedItems,
  type InsuranceDetails,
} from '../../cashflow-wealth/public.js';
import type { Clock } from '../../shared-kernel/clock.js';
import { todayInSingapore } from '../../shared-kernel/dates.js';
import type { FxRates } from '../../shared-kernel/fx.js';
import { bankItemsOf, type ImportedBankItems, type ImportedPolicy } from '../domain/bank-data-import.js';
import type { FpData, InstitutionCode } from '../domain/bank-data.js';
import type { BankDataProvider } from '../ports/bank-data-provider.js';
import type { BankDataRepository } from '../ports/bank-data-repository.js';
import type { WriteImportedItems } from './import-myinfo-person.js';
import { writeItemsOfStoredRecord } from './write-items-of-stored-record.js';

/** A value of one of the insurance vocabulary's lists, or null: a value the vocabulary does not know is left unknown, never guessed. */
const known = <T extends string>(values: readonly T[], value: string): T | null => ((values as readonly string[]).includes(value) ? (value as T) : null);

/** An insurer's policy as the insurance asset's details, the insurer named from the one table of names. */
export function insuranceDetailsOf(policy: ImportedPolicy): InsuranceDetails {
  const sum = (benefit: (typeof BENEFIT_TYPES)[number]) => policy.sumsAssured[benefit] ?? null;
  return {
    insurer: insurerName(policy.providerCode),
    providerCode: policy.providerCode,
    policyType: known(POLICY_TYPES, policy.policyType),
    productType: known(PRODUCT_TYPES, policy.productType),
    coverageClass: known(COVERAGE_CLASSES, policy.coverageClass),
    riderOrBasic: known(RIDER_OR_BASIC, policy.riderOrBasic),
    premiumAmount: policy.premiumAmount,
    premiumFrequency: known(PREMIUM_FREQUENCIES, policy.premiumFrequency),
    paymentMethod: known(PAYMENT_METHODS, policy.paymentMethod),
    [SUM_ASSURED_FIELDS.DEATH]: sum('DEATH'),
    [SUM_ASSURED_FIELDS.ACCIDENTAL_DEATH]: sum('ACCIDENTAL_DEATH'),
    [SUM_ASSURED_FIELDS.TOTAL_PERMANENT_DISABILITY]: sum('TOTAL_PERMANENT_DISABILITY'),
    [SUM_ASSURED_FIELDS.CRITICAL_ILLNESS]: sum('CRITICAL_ILLNESS'),
  };
}

/** The bank items as cashflow-wealth's imported items: every amount already in SGD; an insurer's policy named and with its details. */
export function bankImportedItems(items: ImportedBankItems): ImportedItems {
  return {
    incomes: [],
    assets: items.assets.map(({ kind, name, totalValueAmount, investmentSource, estimatedGrowthRate, sourceName, sourceRef, asOf, policy }) => ({
      kind,
      name,
      totalValueAmount,
      currency: 'SGD',
      investmentSource,
      estimatedGrowthRate,
      sourceName: policy ? insurerName(policy.providerCode) : sourceName,
      sourceRef,
      asOf,
      ...(policy ? { insurance: insuranceDetailsOf(policy) } : {}),
    })),
    liabilities: items.liabilities.map(({ name, amount, category, sourceName, sourceRef, asOf }) => ({ name, amount, ccy: 'SGD', category, sourceName, sourceRef, asOf })),
    loanRepayments: items.loanRepayments.map(({ name, amount, cash, cpf, type, sourceName, sourceRef, asOf }) => ({ name, amount, ccy: 'SGD', cash, cpf, type, sourceName, sourceRef, asOf })),
    cpf: null,
  };
}

/** An imported asset whose growth rate is implausible for its kind, and where it came from. */
export type ImportedGrowthRateFlag = NonNullable<ReturnType<typeof growthRateFlag>> & Pick<ImportedBankItems['assets'][number], 'name' | 'kind' | 'sourceName' | 'sourceRef'>;

/** The import's assets whose rate the plausibility table flags, in the record's order. */
export function growthRateFlagsOf(items: ImportedBankItems): ImportedGrowthRateFlag[] {
  return items.assets.flatMap(({ name, kind, sourceName, sourceRef, estimatedGrowthRate }) => {
    const flag = growthRateFlag({ kind, name, estimatedGrowthRate });
    return flag ? [{ name, kind, sourceName, sourceRef, ...flag }] : [];
  });
}

/**
 * POST /apim/token and POST /apim/user-data (spec 2 §7): exchange the consent's code, then read the chosen banks'
 * record, keep it, and write its items into cashflow and wealth in place of the last bank import's. A failed
 * read or an unknown type in the data (InvalidBankData) changes nothing.
 */
export class ImportBankData {
  constructor(
    private readonly provider: BankDataProvider,
    private readonly records: BankDataRepository,
    private readonly writeItems: WriteImportedItems,
    private readonly latestRates: () => Promise<FxRates>,
    private readonly clock: Clock,
  ) {}

  exchange(code: string): Promise<{ accessToken: string; banks: InstitutionCode[] }> {
    return this.provider.token(code);
  }

  /** The record, and the growth rates in it implausible for their kind of asset (flagged, never changed: docs/decisions.md "Links and feeds"). */
  async execute(userId: string, access: { accessToken: string; banks: InstitutionCode[] }): Promise<{ fpdata: FpData; growthRateFlags: ImportedGrowthRateFlag[] }> {
    const fpdata = await this.provider.userData(access.accessToken, userId, todayInSingapore(this.clock));
    const rates = await this.latestRates();
    // Derived once before storing: data the rules refuse (InvalidBankData) changes nothing.
    const items = bankItemsOf(fpdata, rates);
    await this.records.save(userId, { fpdata, banks: access.banks, latestConsentAt: this.clock.now().toISOString() });
    await writeItemsOfStoredRecord(userId, 'BANK', () => this.records.find(userId), (stored) => bankImportedItems(bankItemsOf(stored.fpdata, rates)), this.writeItems);
    return { fpdata, growthRateFlags: growthRateFlagsOf(items) };
  }
}
