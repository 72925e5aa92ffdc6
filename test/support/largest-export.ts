import { ASSET_KINDS, type AssetKindPath } from '../../src/cashflow-wealth/domain/asset.js';
import { MAX_ASSETS_PER_KIND } from '../../src/cashflow-wealth/domain/asset.js';
import { MAX_EXPENSES } from '../../src/cashflow-wealth/domain/expense.js';
import { MAX_INCOME_ITEMS } from '../../src/cashflow-wealth/domain/income.js';
import { GUIDE_ITEMS } from '../../src/cashflow-wealth/domain/investing/guide.js';
import { MAX_INSURANCE_POLICIES } from '../../src/cashflow-wealth/domain/investing/insurance-policy.js';
import { MAX_LIABILITIES } from '../../src/cashflow-wealth/domain/liability.js';
import { MAX_LOAN_REPAYMENTS } from '../../src/cashflow-wealth/domain/loan-repayment.js';
import { MAX_MONTHLY_INVESTMENTS } from '../../src/cashflow-wealth/domain/monthly-investment.js';
import { EXPORT_PRODUCT, EXPORT_SCHEMA_VERSION, type ExportDocument } from '../../src/data-import/domain/portability/export-document.js';
import { MAX_PLANS_PER_RESIDENT } from '../../src/housing/domain/housing-plan.js';
import { MAX_OPEN_GOALS } from '../../src/targets/domain/goal.js';

/**
 * The largest export the lists' caps allow (docs/decisions.md "Every list has a cap"): every restorable list at its
 * cap, all typed in, every item valid. The import bench and the import's integration tests bring it back; `scale`
 * multiplies every list (a file past the caps) and `overrides` replaces lists.
 */
export function largestExport(options: { scale?: number; overrides?: Partial<ExportDocument> } = {}): ExportDocument {
  const scale = options.scale ?? 1;
  const n = (cap: number) => cap * scale;
  const sgd = (cents: number) => ({ cents, currency: 'SGD' });
  const typed = { source: 'MANUAL' as const, sourceName: null, asOf: null };
  const times = <T>(count: number, make: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i));
  const liabilities = times(n(MAX_LIABILITIES), (i) => ({ id: `liability-${i}`, name: `Liability ${i + 1}`, category: i % 2 === 0 ? 'MORTGAGE' : 'NON_MORTGAGE', amount: sgd(1_000_000 + i), ...typed }));
  const kinds = Object.keys(ASSET_KINDS) as AssetKindPath[];
  const assets = kinds.flatMap((kind) =>
    times(n(MAX_ASSETS_PER_KIND), (i) => ({
      id: `${kind}-${i}`,
      kind,
      name: `${kind.slice(0, 12)} ${i + 1}`,
      totalValue: sgd(500_000 + i),
      investmentSource: 'CASH',
      enterOption: 'TOTAL_VALUE',
      quantity: null,
      unitPrice: null,
      estimatedGrowthRate: null,
      insurance: null,
      property: kind === 'property' ? { propertyType: 'HDB', hdbFlatType: '4_ROOM', address: `${i + 1} Example Street`, ownershipShare: 100, valuationDate: '2026-06-01', valueSource: 'TYPED', securedLiabilityId: null } : null,
      ...typed,
    })),
  );
  return {
    schemaVersion: EXPORT_SCHEMA_VERSION,
    exportedAt: '2026-11-26T10:00:00.000+08:00',
    product: EXPORT_PRODUCT,
    profile: { name: null, dateOfBirth: null, sex: null, maritalStatus: null, residentialStatus: null, email: null, emailVerified: false, employmentStatusRange: null, workYearsRange: null, registeredAt: '2026-01-01T00:00:00.000+08:00' },
    preferences: { emailNotifications: false, analyticsEnabled: false, consentedToAppTermsAt: null, latestConsentedToNoticeAt: null, myinfoConsentAt: null, bankDataConsentAt: null },
    incomes: times(n(MAX_INCOME_ITEMS), (i) => ({ id: `income-${i}`, name: `Income ${i + 1}`, type: 'EMPLOYMENT', gross: sgd(100_000 + i), net: sgd(80_000 + i), ...typed })),
    estimatedMonthlyExpenses: { amount: sgd(250_000), isDerived: false, enteredDate: '2026-11-02' },
    expenses: times(n(MAX_EXPENSES), (i) => ({ id: `expense-${i}`, category: `Category ${i + 1}`, amount: sgd(5_000 + i), timeInterval: 'MONTHLY', budget: null, budgetTimeInterval: null, colour: null, ...typed })),
    loanRepayments: times(n(MAX_LOAN_REPAYMENTS), (i) => ({ id: `loan-${i}`, name: `Loan ${i + 1}`, type: 'MORTGAGE', amount: sgd(20_000), cash: sgd(5_000), cpf: sgd(10_000), liabilityId: null, ...typed })),
    monthlyInvestments: times(n(MAX_MONTHLY_INVESTMENTS), (i) => ({ id: `investment-${i}`, name: `Plan ${i + 1}`, assetType: 'UNIT_TRUST', amount: sgd(10_000 + i), ...typed })),
    liabilities,
    assets,
    cpf: null,
    targetMonthlySavings: { amount: sgd(100_000), enteredDate: '2026-11-01', dayOfTransfer: 5, automaticTransfer: true },
    totalBudget: sgd(300_000),
    emergencyFund: { target: sgd(1_200_000), allocated: sgd(0), date: '2027-12-31' },
    goals: times(n(MAX_OPEN_GOALS), (i) => ({ id: `goal-${i}`, name: `Target ${i + 1}`, target: sgd(400_000 + i), allocated: sgd(0), date: '2028-06-30', paidOut: false, paidOutAmount: null, paidOutDate: null })),
    housingPlans: times(n(MAX_PLANS_PER_RESIDENT), (i) => ({ id: `plan-${i}`, name: `Plan ${i + 1}`, lastUpdatedAt: '2026-11-20T10:00:00.000+08:00', fields: { planName: `Plan ${i + 1}`, flatType: 'NEW' } })),
    investingGuideSteps: [...GUIDE_ITEMS],
    insurancePolicies: times(n(MAX_INSURANCE_POLICIES), (i) => ({ id: `policy-${i}`, details: { policyName: `Policy ${i + 1}`, insurer: 'Great Eastern', policyType: 'NON_PARTICIPATING', premiumAmount: 12_000, premiumFrequency: 'MONTHLY', sumAssured: 50_000_000 } })),
    ...options.overrides,
  };
}
