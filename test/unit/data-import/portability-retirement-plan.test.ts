import { expect } from 'chai';
import { DEFAULT_RETIREMENT_SETTINGS, type RetirementSettings } from '../../../src/cashflow-wealth/domain/retirement/retirement-settings.js';
import type { StoredRetirementSettings } from '../../../src/cashflow-wealth/ports/retirement-plan-repository.js';
import { RetirementPlanPortabilitySource } from '../../../src/data-import/adapters/portability/retirement-plan-source.js';
import { exportTables, toCsv } from '../../../src/data-import/domain/portability/export-csv.js';
import type { ExportDocument, ExportedRetirementPlan } from '../../../src/data-import/domain/portability/export-document.js';
import { exportedRetirementPlan, type RetirementPlanRecords } from '../../../src/data-import/domain/portability/export-mapper.js';
import { ImportFileRefused, planImport, previewOf, retirementSettingsBody, type CurrentManualCounts } from '../../../src/data-import/domain/portability/import-rules.js';
import type { Cents } from '../../../src/shared-kernel/money.js';

/**
 * The retirement plan's settings in the export and the import of one's data (docs/decisions.md "Export and import
 * of one's data", "The retirement plan"): typed figures as SGD amounts (null: read from the data), restored through
 * PUT /retirement-plan's schema and rules, a file without the part keeping the account's plan.
 */
const SAVED_AT = new Date('2026-11-25T04:00:00.000Z');
const cents = (value: number) => value as Cents;
const SETTINGS: RetirementSettings = {
  ...DEFAULT_RETIREMENT_SETTINGS,
  grossMonthlyWage: cents(650_000),
  grossWageConfirmed: true,
  bonusMonths: 2,
  investments: cents(5_000_000),
  srsBalance: cents(1_200_000),
  srsReturnPercent: 0.05,
  housingFromOaUntil: '2045-06',
  inflationPercent: 3,
  payoutStartAge: 67,
  cpfLifePlan: 'ESCALATING',
  retirementSumChoice: 'ENHANCED',
  planToAge: 100,
};
const RECORD: RetirementPlanRecords = { savedAt: SAVED_AT, settings: SETTINGS };
const sgd = (c: number) => ({ cents: c, currency: 'SGD' });

/** The smallest export around a retirement plan part: every list empty. */
function docWith(retirementPlan: ExportedRetirementPlan | null | undefined): ExportDocument {
  const doc: ExportDocument = {
    schemaVersion: 1, exportedAt: '2026-11-26T10:00:00.000+08:00', product: 'MyMoneyPlan',
    profile: { name: null, dateOfBirth: null, sex: null, maritalStatus: null, residentialStatus: null, email: null, emailVerified: false, employmentStatusRange: null, workYearsRange: null, registeredAt: '2026-01-01T08:00:00.000+08:00' },
    preferences: { emailNotifications: false, analyticsEnabled: false, consentedToAppTermsAt: null, latestConsentedToNoticeAt: null, myinfoConsentAt: null, bankDataConsentAt: null },
    incomes: [], estimatedMonthlyExpenses: null, expenses: [], loanRepayments: [], monthlyInvestments: [], liabilities: [], assets: [], cpf: null, targetMonthlySavings: null, totalBudget: null,
    emergencyFund: null, goals: [], housingPlans: [], investingGuideSteps: [], insurancePolicies: [],
  };
  return retirementPlan === undefined ? doc : { ...doc, retirementPlan };
}

const NONE: CurrentManualCounts = { incomes: 0, estimatedMonthlyExpenses: 0, expenses: 0, liabilities: 0, loanRepayments: 0, monthlyInvestments: 0, assets: 0, targetMonthlySavings: 0, totalBudget: 0, emergencyFund: 0, goals: 0, housingPlans: 0, investingGuideSteps: 0, insurancePolicies: 0, cpf: 0, retirementPlan: 0 };

class MemoryPlans {
  stored: StoredRetirementSettings | null = null;
  saves = 0;
  async findForUser(): Promise<StoredRetirementSettings | null> {
    return this.stored;
  }
  async save(_userId: string, settings: RetirementSettings): Promise<StoredRetirementSettings> {
    this.saves += 1;
    this.stored = { settings, savedAt: new Date('2026-11-26T02:00:00.000Z') };
    return this.stored;
  }
}

describe('Export of one\'s data: the retirement plan\'s settings', () => {
  it('writes each typed figure as an SGD amount, a figure read from the data as null, the assumptions as they are, the save time in Singapore time', () => {
    expect(exportedRetirementPlan(RECORD)).to.deep.equal({
      savedAt: '2026-11-25T12:00:00.000+08:00',
      settings: {
        grossMonthlyWage: sgd(650_000), grossWageConfirmed: true, bonusMonths: 2, monthlySpending: null, investments: sgd(5_000_000), srsBalance: sgd(1_200_000), cashSetAside: null,
        monthlyHousingFromOa: null, housingFromOaUntil: '2045-06', wageGrowthPercent: 3, inflationPercent: 3, investmentsReturnPercent: 4, srsReturnPercent: 0.05, cashReturnPercent: 1.5,
        payoutStartAge: 67, cpfLifePlan: 'ESCALATING', retirementSumChoice: 'ENHANCED', planToAge: 100,
      },
    });
  });

  it('is null while the resident never saved a plan', () => {
    expect(exportedRetirementPlan(null)).to.equal(null);
  });

  it('the ZIP has retirement-plan.csv: one row of settings, amounts in dollars with their currency, empty where read from the data; no row without a plan', () => {
    const table = exportTables(docWith(exportedRetirementPlan(RECORD))).find((t) => t.fileName === 'retirement-plan.csv')!;
    expect(toCsv(table)).to.equal(
      'saved_at,gross_monthly_wage,gross_monthly_wage_currency,gross_wage_confirmed,bonus_months,monthly_spending,monthly_spending_currency,investments,investments_currency,' +
        'srs_balance,srs_balance_currency,cash_set_aside,cash_set_aside_currency,monthly_housing_from_oa,monthly_housing_from_oa_currency,housing_from_oa_until,wage_growth_percent,' +
        'inflation_percent,investments_return_percent,srs_return_percent,cash_return_percent,payout_start_age,cpf_life_plan,retirement_sum_choice,plan_to_age\r\n' +
        '2026-11-25T12:00:00.000+08:00,6500.00,SGD,true,2,,,50000.00,SGD,12000.00,SGD,,,,,2045-06,3,3,4,0.05,1.5,67,ESCALATING,ENHANCED,100\r\n',
    );
    for (const doc of [docWith(null), docWith(undefined)]) expect(exportTables(doc).find((t) => t.fileName === 'retirement-plan.csv')!.rows).to.deep.equal([]);
  });
});

describe('Import of an export: the retirement plan\'s settings', () => {
  const exported = exportedRetirementPlan(RECORD)!;

  it('restores the file\'s plan and replaces the account\'s; a file without one (older, or none saved) keeps the account\'s', () => {
    const plan = planImport(docWith(exported));
    expect(plan.restore.retirementPlan).to.deep.equal(exported);
    expect(plan.skipped).to.deep.equal([]);
    const row = (p: ReturnType<typeof planImport>) => previewOf(p, { ...NONE, retirementPlan: 1 }).rows.find((r) => r.list === 'retirementPlan');
    expect(row(plan)).to.deep.equal({ list: 'retirementPlan', label: 'Retirement plan', added: 1, replaced: 1, names: ['Retirement plan'] });
    for (const without of [docWith(undefined), docWith(null)]) {
      const kept = planImport(without);
      expect(kept.restore.retirementPlan).to.equal(null);
      expect(row(kept)).to.include({ added: 0, replaced: 0 });
    }
  });

  it('turns each typed figure back into cents, null staying null; refuses another currency or a figure that is not an amount, naming the field', () => {
    const fail = (message: string): never => {
      throw new Error(message);
    };
    expect(retirementSettingsBody(exported.settings as never, fail)).to.deep.include({ grossMonthlyWage: 650_000, monthlySpending: null, investments: 5_000_000, srsBalance: 1_200_000, cashSetAside: null, monthlyHousingFromOa: null, planToAge: 100 });
    expect(() => retirementSettingsBody({ ...exported.settings, investments: { cents: 100, currency: 'USD' } }, fail)).to.throw('investments must be in SGD, the currency the retirement plan is worked out in.');
    expect(() => retirementSettingsBody({ ...exported.settings, grossMonthlyWage: 650_000 }, fail)).to.throw('grossMonthlyWage must be an amount: { cents, currency }, or null to take it from your data.');
  });

  describe('written back through PUT /retirement-plan\'s schema and rules', () => {
    it('saves the file\'s settings as the plan keeps them; a setting the file leaves out takes its default, as PUT does', async () => {
      const plans = new MemoryPlans();
      const { planToAge: _left, ...older } = exported.settings;
      await new RetirementPlanPortabilitySource(plans).restore('u-1', { ...exported, settings: older as never });
      expect(plans.stored!.settings).to.deep.equal({ ...SETTINGS, planToAge: DEFAULT_RETIREMENT_SETTINGS.planToAge });
      expect(await new RetirementPlanPortabilitySource(plans).read('u-1')).to.deep.equal(plans.stored);
    });

    it('a file of before the other money had a return per kind: its one sum and return are restored as the investments\'', async () => {
      const plans = new MemoryPlans();
      const { investments: _i, srsBalance: _s, cashSetAside: _c, investmentsReturnPercent: _ir, srsReturnPercent: _sr, cashReturnPercent: _cr, ...rest } = exported.settings;
      await new RetirementPlanPortabilitySource(plans).restore('u-1', { ...exported, settings: { ...rest, otherSavings: sgd(3_000_000), returnPercent: 5 } as never });
      expect(plans.stored!.settings).to.deep.include({ investments: 3_000_000, investmentsReturnPercent: 5, srsBalance: null, srsReturnPercent: 4, cashSetAside: null, cashReturnPercent: 1.5 });
    });

    it('a file without a plan leaves the account\'s as it is', async () => {
      const plans = new MemoryPlans();
      plans.stored = { settings: SETTINGS, savedAt: SAVED_AT };
      await new RetirementPlanPortabilitySource(plans).restore('u-1', null);
      expect(plans.saves).to.equal(0);
      expect(plans.stored).to.deep.equal({ settings: SETTINGS, savedAt: SAVED_AT });
    });

    const refusalOf = async (settings: Record<string, unknown>): Promise<ImportFileRefused> => {
      const plans = new MemoryPlans();
      try {
        await new RetirementPlanPortabilitySource(plans).restore('u-1', { ...exported, settings: settings as never });
      } catch (error) {
        expect(error).to.be.instanceOf(ImportFileRefused);
        expect(plans.saves, 'nothing saved').to.equal(0);
        return error as ImportFileRefused;
      }
      return expect.fail('should refuse') as never;
    };

    it('a setting a rule refuses: 400 naming the part and the field with the rule\'s own message, nothing saved', async () => {
      const age = await refusalOf({ ...exported.settings, payoutStartAge: 60 });
      expect(age.code).to.equal('DATA_IMPORT.IMPORT_ITEM_REFUSED');
      expect(age.message).to.equal('Retirement plan item 1 ("Retirement plan"): CPF LIFE payouts start between 65 and 70 (payoutStartAge). Nothing was changed.');
      expect((await refusalOf({ ...exported.settings, cpfLifePlan: 'GOLD' })).message).to.equal('Retirement plan item 1 ("Retirement plan"): Choose the Standard, Basic or Escalating plan (cpfLifePlan). Nothing was changed.');
      expect((await refusalOf({ ...exported.settings, monthlySpending: { cents: 100, currency: 'MYR' } })).message).to.equal(
        'Retirement plan item 1 ("Retirement plan"): monthlySpending must be in SGD, the currency the retirement plan is worked out in. Nothing was changed.',
      );
    });
  });
});
