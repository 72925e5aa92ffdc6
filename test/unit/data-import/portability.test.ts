import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { ExportMyData, type PortabilitySources } from '../../../src/data-import/application/portability/export-my-data.js';
import { ImportMyData } from '../../../src/data-import/application/portability/import-my-data.js';
import { csvField, dollarsOf, exportTables, toCsv } from '../../../src/data-import/domain/portability/export-csv.js';
import type { ExportDocument } from '../../../src/data-import/domain/portability/export-document.js';
import { toExportDocument, type ExportInputs, type HousingRecords, type InvestingRecords, type MoneyRecords, type RetirementPlanRecords, type TargetsRecords } from '../../../src/data-import/domain/portability/export-mapper.js';
import { fitAllocations } from '../../../src/data-import/domain/portability/allocation-fit.js';
import { setupModulesFilledBy } from '../../../src/data-import/domain/portability/setup-states.js';
import { IMPORTED_NOT_RESTORED, ImportFileRefused, PAID_OUT_NOT_RESTORED, checkListCaps, planImport, previewOf, type ListCaps, type RestoreSet } from '../../../src/data-import/domain/portability/import-rules.js';
import { profileOf } from '../../../src/data-import/adapters/portability/identity-profile-source.js';
import { exportZip } from '../../../src/data-import/adapters/http/portability.routes.js';
import { unzipSync, strFromU8 } from 'fflate';

const NOW = new Date('2026-11-26T08:30:00.000Z');
/** The caps the composition root gives (each list's own call's: POST /income 20, ...). */
const CAPS: ListCaps = { incomes: 20, expenses: 50, liabilities: 50, loanRepayments: 20, monthlyInvestments: 50, assetsPerKind: 100, goals: 50, housingPlans: 10, investingGuideSteps: 8, insurancePolicies: 50 };

function money(): MoneyRecords {
  return {
    incomeList: [
      { id: 'inc-1', name: 'Salary', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' },
      { id: 'inc-2', name: 'Rent from a flat in Japan', grossIncome: 20_000_000, netIncome: null, incomeCurrency: 'JPY', type: 'RENT' },
      { id: 'inc-mi', name: 'Employment income', grossIncome: 700_000, netIncome: null, incomeCurrency: 'SGD', type: 'EMPLOYMENT' },
    ],
    estimatedMonthlyExpenses: { amount: 250_000, isDerived: false, enteredDate: '2026-11-01' },
    expenses: [{ id: 'exp-1', category: 'Food', amount: 80_000, timeInterval: 'MONTHLY', budgetAmount: 70_000, budgetTimeInterval: 'MONTHLY', colour: '#ff0000' }],
    loanRepayments: [
      { id: 'loan-1', name: 'Car instalment', amount: 90_000, ccy: 'SGD', cash: 90_000, cpf: 0, type: 'NON_MORTGAGE', liabilityId: 'lia-1' },
      { id: 'loan-bank', name: 'DBS home loan', amount: 150_000, ccy: 'SGD', cash: 50_000, cpf: 100_000, type: 'MORTGAGE', liabilityId: null },
    ],
    investments: [{ id: 'inv-1', name: 'Index fund', amount: 50_000, ccy: 'USD', assetType: 'UNIT_TRUST' }],
    liabilities: [
      { id: 'lia-1', name: 'Car loan', amount: 2_000_000, ccy: 'SGD', category: 'NON_MORTGAGE' },
      { id: 'lia-hdb', name: 'HDB loan', amount: 30_000_000, ccy: 'SGD', category: 'MORTGAGE' },
    ],
    targetMonthlySavings: { targetMonthlySavings: 100_000, enteredDate: '2026-11-01', dayOfTransfer: 5, automaticTransferStatus: true },
    totalBudget: { amount: 300_000 },
    assets: [
      { id: 'ast-1', kind: 'gold', name: 'Gold bars', totalValueAmount: 500_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'UNIT_PRICE', quantity: 2.5, unitPrice: 200_000, estimatedGrowthRate: 3, insurance: null, property: null },
      {
        id: 'ast-home', kind: 'property', name: 'Our flat', totalValueAmount: 60_000_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null, insurance: null,
        property: { propertyType: 'HDB', hdbFlatType: '4_ROOM', address: '1 Example St', ownershipShare: 50, valuationDate: '2026-06-01', valueSource: 'TYPED', securedLiabilityId: 'lia-hdb' },
      },
    ],
    cpfAsset: { oa: 1_000_000, sa: 500_000, ma: 300_000, ra: 0 },
    cpfOrigin: { sourceName: 'Myinfo', asOf: '2026-11-20' },
    origins: {
      'inc-mi': { sourceName: 'Myinfo', asOf: '2026-04-15' },
      'loan-bank': { sourceName: 'DBS Bank', asOf: '102026' },
      'lia-hdb': { sourceName: 'Myinfo', asOf: '2026-11-20' },
    },
  };
}

const targets = (): TargetsRecords => ({
  goals: [
    { id: 'g-1', name: 'Holiday', totalAmount: 400_000, currentAmount: 200_000, date: '2027-06-30', paidOut: false, paidOutAmount: null, paidOutDate: null },
    { id: 'g-2', name: 'Laptop', totalAmount: 300_000, currentAmount: 300_000, date: '2026-05-01', paidOut: true, paidOutAmount: 300_000, paidOutDate: '2026-05-01' },
  ],
  emergencyFund: { totalAmount: 1_200_000, currentAmount: 500_000, date: '2027-12-31' },
});

const housing = (): HousingRecords => ({ plans: [{ id: 'p-1', planName: 'Our first flat', lastUpdatedAt: '2026-11-20T02:00:00.000Z', fields: { planName: 'Our first flat', cashSavings: { cents: 2_000_000, currency: 'SGD' } } }] });

const account = {
  id: 'u-1', singpassUuid: 'uuid-secret', name: 'Tan Ah Kow', dob: '1990-05-17', sex: 'M' as const, maritalStatus: 'S' as const, residentialStatus: 'CITIZEN' as const, email: 'ahkow@example.com',
  workYearsRange: '3_TO_5', employmentStatusRange: 'FULL_PART_TIME', emailVerificationStatus: 'VERIFIED', emailNotificationsStatus: true, analyticsEnabled: false, deferEmailVerification: false,
  hasStartedPlanning: true, dayOfTransfer: 5, targetMonthlySavings: 100_000, automaticTransferStatus: true, hasCompletedFeedbackForm: false, consentedToAppTNCAt: new Date('2026-01-02T01:00:00Z'),
  latestConsentedToAppNOCAt: new Date('2026-01-02T01:00:00Z'), registeredAt: new Date('2026-01-02T01:00:00Z'), lastLogin: null, loginCount: 3, accountStatus: null, accountStatusUpdatedAt: null,
  scheduledDeletionAt: null, apimMyinfoDataSelectionState: null, myinfoLatestPullConsentAt: new Date('2026-11-20T03:00:00Z'), apimLatestPullConsentAt: null,
} as unknown as Parameters<typeof profileOf>[0];

/** A policy as the insurance list stores it: the name and every detail (null when not known). */
const policy = (policyName: string, premiumAmount: number | null) => ({
  policyName, insurer: 'Great Eastern', providerCode: null, policyType: 'NON_PARTICIPATING', productType: null, coverageClass: null, riderOrBasic: null, premiumAmount,
  premiumFrequency: premiumAmount === null ? null : 'MONTHLY', paymentMethod: null, sumAssured: 50_000_000, accidentalDeathSumAssured: null, totalPermanentDisabilitySumAssured: null, criticalIllnessSumAssured: null,
});

const investing = (): InvestingRecords => ({
  guideSteps: ['EMERGENCY_FUND', 'GET_INSURED'],
  insurancePolicies: [
    { id: 'pol-1', details: policy('Term life', 12_000) },
    { id: 'pol-2', details: policy('Hospital plan', null) },
  ],
});

/** A saved retirement plan: a typed wage, the spending read from the data (null), the assumptions changed. */
const retirementPlan = (): RetirementPlanRecords => ({
  savedAt: new Date('2026-11-25T04:00:00.000Z'),
  settings: {
    grossMonthlyWage: 650_000, grossWageConfirmed: true, bonusMonths: 2, monthlySpending: null, investments: 5_000_000, srsBalance: null, cashSetAside: 1_000_000,
    monthlyHousingFromOa: null, housingFromOaUntil: '2045-06', wageGrowthPercent: 2, inflationPercent: 3, investmentsReturnPercent: 4, srsReturnPercent: 4, cashReturnPercent: 1.5, payoutStartAge: 67, cpfLifePlan: 'ESCALATING', retirementSumChoice: 'ENHANCED', planToAge: 100,
  },
});

const inputs = (): ExportInputs => ({ now: NOW, ...profileOf(account), money: money(), targets: targets(), housing: housing(), investing: investing(), retirementPlan: retirementPlan() });

describe('Export of one\'s data: the mapper (docs/api.md "GET /export")', () => {
  const doc = toExportDocument(inputs());

  it('carries the schema version, the product and the moment in Singapore time', () => {
    expect(doc).to.include({ schemaVersion: 1, product: 'MyMoneyPlan', exportedAt: '2026-11-26T16:30:00.000+08:00' });
  });

  it('maps every amount to { cents, currency }, in the item\'s own currency', () => {
    expect(doc.incomes[1]).to.deep.include({ gross: { cents: 20_000_000, currency: 'JPY' }, net: null });
    expect(doc.expenses[0]).to.deep.include({ amount: { cents: 80_000, currency: 'SGD' }, budget: { cents: 70_000, currency: 'SGD' } });
    expect(doc.loanRepayments[0]).to.deep.include({ amount: { cents: 90_000, currency: 'SGD' }, cash: { cents: 90_000, currency: 'SGD' }, cpf: { cents: 0, currency: 'SGD' }, liabilityId: 'lia-1' });
    expect(doc.monthlyInvestments[0]!.amount).to.deep.equal({ cents: 50_000, currency: 'USD' });
    expect(doc.assets[0]).to.deep.include({ kind: 'gold', totalValue: { cents: 500_000, currency: 'SGD' }, unitPrice: { cents: 200_000, currency: 'SGD' }, quantity: 2.5 });
    expect(doc.cpf).to.deep.include({ oa: { cents: 1_000_000, currency: 'SGD' }, ra: { cents: 0, currency: 'SGD' } });
    expect(doc.targetMonthlySavings).to.deep.equal({ amount: { cents: 100_000, currency: 'SGD' }, enteredDate: '2026-11-01', dayOfTransfer: 5, automaticTransfer: true });
    expect(doc.totalBudget).to.deep.equal({ cents: 300_000, currency: 'SGD' });
    expect(doc.emergencyFund).to.deep.equal({ target: { cents: 1_200_000, currency: 'SGD' }, allocated: { cents: 500_000, currency: 'SGD' }, date: '2027-12-31' });
    expect(doc.goals[1]).to.deep.include({ target: { cents: 300_000, currency: 'SGD' }, paidOutAmount: { cents: 300_000, currency: 'SGD' } });
  });

  it('marks typed-in items MANUAL and imported ones with their source and as-of date', () => {
    expect(doc.incomes[0]).to.include({ source: 'MANUAL', sourceName: null, asOf: null });
    expect(doc.incomes[2]).to.include({ source: 'MYINFO', sourceName: 'Myinfo', asOf: '2026-04-15' });
    expect(doc.loanRepayments[1]).to.include({ source: 'BANK', sourceName: 'DBS Bank', asOf: '102026' });
    expect(doc.liabilities[1]).to.include({ source: 'MYINFO' });
    expect(doc.cpf).to.include({ source: 'MYINFO', sourceName: 'Myinfo', asOf: '2026-11-20' });
  });

  it('holds no NRIC and none of the account\'s bookkeeping (Singpass subject, sign-in counts)', () => {
    const text = JSON.stringify(doc);
    expect(text).not.to.match(/nric|uinfin/i);
    expect(text).not.to.include('uuid-secret');
    expect(doc.profile).to.deep.equal({
      name: 'Tan Ah Kow', dateOfBirth: '1990-05-17', sex: 'M', maritalStatus: 'S', residentialStatus: 'CITIZEN', email: 'ahkow@example.com', emailVerified: true,
      employmentStatusRange: 'FULL_PART_TIME', workYearsRange: '3_TO_5', registeredAt: '2026-01-02T09:00:00.000+08:00',
    });
    expect(doc.preferences).to.include({ emailNotifications: true, analyticsEnabled: false, myinfoConsentAt: '2026-11-20T11:00:00.000+08:00', bankDataConsentAt: null });
  });
});

describe('Export of one\'s data: the CSV files (RFC 4180)', () => {
  it('quotes a field with a comma, a quote or a line break, doubling quotes; null is empty', () => {
    expect(csvField('plain')).to.equal('plain');
    expect(csvField('a, b')).to.equal('"a, b"');
    expect(csvField('say "hi"')).to.equal('"say ""hi"""');
    expect(csvField('two\nlines')).to.equal('"two\nlines"');
    expect(csvField(null)).to.equal('');
    expect(csvField(12.5)).to.equal('12.5');
  });

  it('writes an amount in dollars with two decimals, exactly, and never guards a negative one as a formula', () => {
    expect(csvField(dollarsOf(123_456))).to.equal('1234.56');
    expect(csvField(dollarsOf(5))).to.equal('0.05');
    expect(csvField(dollarsOf(-50))).to.equal('-0.50');
    expect(csvField(dollarsOf(900_719_925_474_099))).to.equal('9007199254740.99');
  });

  it('one table per list, each with a header row, amounts in dollars with a currency column, CRLF line ends', () => {
    const tables = exportTables(toExportDocument(inputs()));
    expect(tables.map((t) => t.fileName)).to.include.members(['profile.csv', 'incomes.csv', 'expenses.csv', 'loan-repayments.csv', 'monthly-investments.csv', 'liabilities.csv', 'assets.csv', 'cpf.csv', 'savings-targets.csv', 'housing-plans.csv']);
    for (const table of tables) for (const row of table.rows) expect(row, table.fileName).to.have.length(table.header.length);
    const incomes = toCsv(tables.find((t) => t.fileName === 'incomes.csv')!);
    expect(incomes).to.equal(
      'id,name,type,gross,gross_currency,net,net_currency,source,source_name,as_of\r\n' +
        'inc-1,Salary,EMPLOYMENT,6000.00,SGD,4800.00,SGD,MANUAL,,\r\n' +
        'inc-2,Rent from a flat in Japan,RENT,200000.00,JPY,,,MANUAL,,\r\n' +
        'inc-mi,Employment income,EMPLOYMENT,7000.00,SGD,,,MYINFO,Myinfo,2026-04-15\r\n',
    );
    const expenses = toCsv(tables.find((t) => t.fileName === 'expenses.csv')!).split('\r\n');
    expect(expenses[0]).to.equal('id,category,amount,currency,time_interval,budget,budget_currency,budget_time_interval,colour,source,source_name,as_of');
    expect(expenses[1]).to.contain(',800.00,SGD,MONTHLY,700.00,SGD,');
  });

  it('the ZIP holds every table, the manifest with the schema version and a README', () => {
    const doc = toExportDocument(inputs());
    const files = unzipSync(exportZip(doc));
    expect(Object.keys(files)).to.include.members(['README.txt', 'manifest.json', ...exportTables(doc).map((t) => t.fileName)]);
    expect(JSON.parse(strFromU8(files['manifest.json']!))).to.include({ schemaVersion: 1, product: 'MyMoneyPlan' });
    expect(strFromU8(files['README.txt']!)).to.include('schema version 1');
  });
});

describe('Import of an export: the rules (docs/decisions.md "Export and import of one\'s data")', () => {
  const doc = () => toExportDocument(inputs());

  it('refuses a file of a newer schema version, saying which', () => {
    expect(() => planImport({ ...doc(), schemaVersion: 2 })).to.throw(ImportFileRefused, /^This file was made by a newer version of MyMoneyPlan \(version 2\)\./);
  });

  it('refuses a file of another product', () => {
    expect(() => planImport({ ...doc(), product: 'SomethingElse' })).to.throw(ImportFileRefused, /is not a MyMoneyPlan export/);
  });

  it('restores typed-in items only; Myinfo and bank items are skipped with the reason, paid-out targets kept for the record', () => {
    const plan = planImport(doc());
    expect(plan.restore.incomes.map((i) => i.name)).to.deep.equal(['Salary', 'Rent from a flat in Japan']);
    expect(plan.restore.liabilities.map((l) => l.name)).to.deep.equal(['Car loan']);
    expect(plan.restore.loanRepayments.map((l) => l.name)).to.deep.equal(['Car instalment']);
    expect(plan.restore.goals.map((g) => g.name)).to.deep.equal(['Holiday']);
    expect(plan.restore.investingGuideSteps, 'the guide\'s ticks are typed in: all restored').to.deep.equal(['EMERGENCY_FUND', 'GET_INSURED']);
    expect(plan.restore.insurancePolicies.map((p) => p.details['policyName'])).to.deep.equal(['Term life', 'Hospital plan']);
    expect(plan.restore.cpf, 'Myinfo\'s CPF balances are fetched again').to.equal(null);
    const typedCpf = planImport({ ...doc(), cpf: { ...doc().cpf!, source: 'MANUAL', sourceName: null, asOf: null } }).restore.cpf;
    expect(typedCpf, 'typed-in CPF balances come back').to.deep.equal({ oa: doc().cpf!.oa, sa: doc().cpf!.sa, ma: doc().cpf!.ma, ra: doc().cpf!.ra });
    expect(plan.skipped).to.deep.equal([
      { list: 'incomes', name: 'Employment income', reason: IMPORTED_NOT_RESTORED },
      { list: 'liabilities', name: 'HDB loan', reason: IMPORTED_NOT_RESTORED },
      { list: 'loanRepayments', name: 'DBS home loan', reason: IMPORTED_NOT_RESTORED },
      { list: 'goals', name: 'Laptop', reason: PAID_OUT_NOT_RESTORED },
      { list: 'cpf', name: 'CPF balances', reason: IMPORTED_NOT_RESTORED },
    ]);
  });

  it('keeps a link to a restored liability, drops one to an imported liability, refuses one to a liability not in the file', () => {
    const plan = planImport(doc());
    expect(plan.restore.loanRepayments[0]!.liabilityId).to.equal('lia-1');
    expect(plan.restore.assets.find((a) => a.kind === 'property')!.property!.securedLiabilityId, 'the Myinfo mortgage comes back with the next Myinfo import').to.equal(null);
    const broken = doc();
    broken.loanRepayments[0]!.liabilityId = 'nowhere';
    expect(() => planImport(broken)).to.throw(ImportFileRefused, 'Loan repayments item 1 ("Car instalment") is linked to a liability that is not in the file. Nothing was changed.');
  });

  it('previews per list what is added and which typed-in items it replaces; a single record replaces only when the file has one', () => {
    const current = { incomes: 3, estimatedMonthlyExpenses: 1, expenses: 1, liabilities: 0, loanRepayments: 0, monthlyInvestments: 0, assets: 2, targetMonthlySavings: 1, totalBudget: 1, emergencyFund: 1, goals: 0, housingPlans: 4, investingGuideSteps: 5, insurancePolicies: 1, cpf: 0, retirementPlan: 0 };
    const withoutBudget = { ...doc(), totalBudget: null };
    const preview = previewOf(planImport(withoutBudget), current);
    const row = (list: string) => preview.rows.find((r) => r.list === list)!;
    expect(row('incomes')).to.deep.equal({ list: 'incomes', label: 'Income', added: 2, replaced: 3, names: ['Salary', 'Rent from a flat in Japan'] });
    expect(row('housingPlans')).to.include({ added: 1, replaced: 4 });
    expect(row('totalBudget')).to.include({ added: 0, replaced: 0 });
    expect(row('emergencyFund')).to.include({ added: 1, replaced: 1 });
    expect(row('estimatedMonthlyExpenses')).to.deep.equal({ list: 'estimatedMonthlyExpenses', label: 'Estimated monthly expenses', added: 1, replaced: 1, names: ['Estimated monthly expenses'] });
    expect(row('investingGuideSteps')).to.deep.equal({ list: 'investingGuideSteps', label: 'Investing guide steps', added: 2, replaced: 5, names: ['EMERGENCY_FUND', 'GET_INSURED'] });
    expect(row('insurancePolicies')).to.deep.equal({ list: 'insurancePolicies', label: 'Insurance policies', added: 2, replaced: 1, names: ['Term life', 'Hospital plan'] });
    expect(preview.skipped).to.have.length(5);
  });

  it('a file with no ticks and no policies still replaces the account\'s (they are lists, not single records)', () => {
    const current = { incomes: 0, estimatedMonthlyExpenses: 0, expenses: 0, liabilities: 0, loanRepayments: 0, monthlyInvestments: 0, assets: 0, targetMonthlySavings: 0, totalBudget: 0, emergencyFund: 0, goals: 0, housingPlans: 0, investingGuideSteps: 3, insurancePolicies: 2, cpf: 0, retirementPlan: 0 };
    const preview = previewOf(planImport({ ...doc(), investingGuideSteps: [], insurancePolicies: [] }), current);
    expect(preview.rows.find((r) => r.list === 'investingGuideSteps')).to.include({ added: 0, replaced: 3 });
    expect(preview.rows.find((r) => r.list === 'insurancePolicies')).to.include({ added: 0, replaced: 2 });
  });
});

/** In-memory contexts: what they hold, read as the export reads it, and written back as the write calls store it. */
function fakeContexts(start: { money: MoneyRecords; targets: TargetsRecords; housing: HousingRecords; investing: InvestingRecords; retirementPlan: RetirementPlanRecords }) {
  let next = 0;
  const newId = () => `new-${(next += 1)}`;
  const state = structuredClone(start);
  const completedSetups: string[] = [];
  const sources: PortabilitySources = {
    profile: { read: async () => profileOf(account) },
    money: {
      read: async () => structuredClone(state.money),
      restore: async (_userId, items: RestoreSet) => {
        const m = state.money;
        const imported = (id: string) => m.origins[id] !== undefined;
        const ids = new Map<string, string>();
        m.liabilities = [...m.liabilities.filter((l) => imported(l.id)), ...items.liabilities.map((l) => { const id = newId(); ids.set(l.id, id); return { id, name: l.name, amount: l.amount.cents, ccy: l.amount.currency, category: l.category }; })];
        const link = (id: string | null) => (id === null ? null : (ids.get(id) ?? null));
        m.incomeList = [...m.incomeList.filter((i) => imported(i.id)), ...items.incomes.map((i) => ({ id: newId(), name: i.name, grossIncome: i.gross.cents, netIncome: i.net?.cents ?? null, incomeCurrency: i.gross.currency, type: i.type }))];
        m.expenses = items.expenses.map((e) => ({ id: newId(), category: e.category, amount: e.amount.cents, timeInterval: e.timeInterval, budgetAmount: e.budget?.cents ?? null, budgetTimeInterval: e.budgetTimeInterval, colour: e.colour }));
        m.loanRepayments = [...m.loanRepayments.filter((l) => imported(l.id)), ...items.loanRepayments.map((l) => ({ id: newId(), name: l.name, amount: l.amount.cents, ccy: l.amount.currency, cash: l.cash.cents, cpf: l.cpf.cents, type: l.type, liabilityId: link(l.liabilityId) }))];
        m.investments = items.monthlyInvestments.map((i) => ({ id: newId(), name: i.name, amount: i.amount.cents, ccy: i.amount.currency, assetType: i.assetType }));
        m.assets = [
          ...m.assets.filter((a) => imported(a.id)),
          ...items.assets.map((a) => ({
            id: newId(), kind: a.kind, name: a.name, totalValueAmount: a.totalValue.cents, currency: a.totalValue.currency, investmentSource: a.investmentSource, enterOption: a.enterOption, quantity: a.quantity,
            unitPrice: a.unitPrice?.cents ?? null, estimatedGrowthRate: a.estimatedGrowthRate, insurance: a.insurance, property: a.property && { ...a.property, securedLiabilityId: link(a.property.securedLiabilityId) },
          })),
        ];
        if (items.targetMonthlySavings) m.targetMonthlySavings = { targetMonthlySavings: items.targetMonthlySavings.amount.cents, enteredDate: items.targetMonthlySavings.enteredDate, dayOfTransfer: items.targetMonthlySavings.dayOfTransfer, automaticTransferStatus: items.targetMonthlySavings.automaticTransfer };
        if (items.totalBudget) m.totalBudget = { amount: items.totalBudget.cents };
        if (items.estimatedMonthlyExpenses) m.estimatedMonthlyExpenses = { amount: items.estimatedMonthlyExpenses.amount.cents, isDerived: items.estimatedMonthlyExpenses.isDerived, enteredDate: items.estimatedMonthlyExpenses.enteredDate };
      },
    },
    targets: {
      read: async () => structuredClone(state.targets),
      restore: async (_userId, items) => {
        state.targets.goals = [...state.targets.goals.filter((g) => g.paidOut), ...items.goals.map((g) => ({ id: newId(), name: g.name, totalAmount: g.target.cents, currentAmount: g.allocated.cents, date: g.date, paidOut: false, paidOutAmount: null, paidOutDate: null }))];
        if (items.emergencyFund) state.targets.emergencyFund = { totalAmount: items.emergencyFund.target.cents, currentAmount: items.emergencyFund.allocated.cents, date: items.emergencyFund.date };
        return [];
      },
    },
    housing: {
      read: async () => structuredClone(state.housing),
      restore: async (_userId, plans) => {
        state.housing.plans = plans.map((p) => ({ id: newId(), planName: p.name, lastUpdatedAt: NOW.toISOString(), fields: p.fields }));
      },
    },
    investing: {
      read: async () => structuredClone(state.investing),
      restore: async (_userId, items) => {
        state.investing = { guideSteps: [...items.investingGuideSteps], insurancePolicies: items.insurancePolicies.map((p) => ({ id: newId(), details: { ...p.details } })) };
      },
    },
    retirementPlan: {
      read: async () => structuredClone(state.retirementPlan),
      restore: async (_userId, plan) => {
        if (plan === null) return;
        const cents = (amount: { cents: number } | null) => amount?.cents ?? null;
        const s = plan.settings;
        state.retirementPlan = { savedAt: NOW, settings: { ...s, grossMonthlyWage: cents(s.grossMonthlyWage), monthlySpending: cents(s.monthlySpending), investments: cents(s.investments), srsBalance: cents(s.srsBalance), cashSetAside: cents(s.cashSetAside), monthlyHousingFromOa: cents(s.monthlyHousingFromOa) } };
      },
    },
    setup: { complete: async (_userId, modules) => void completedSetups.push(...modules) },
  };
  return { sources, state, completedSetups };
}

const empty = () => ({
  money: { incomeList: [], estimatedMonthlyExpenses: null, expenses: [], loanRepayments: [], investments: [], liabilities: [], targetMonthlySavings: null, totalBudget: null, assets: [], cpfAsset: null, cpfOrigin: null, origins: {} } as MoneyRecords,
  targets: { goals: [], emergencyFund: null } as TargetsRecords,
  housing: { plans: [] } as HousingRecords,
  investing: { guideSteps: [], insurancePolicies: [] } as InvestingRecords,
  retirementPlan: null as RetirementPlanRecords,
});

/** The typed-in data of a document, without ids (they are new in the new account). */
function manualData(doc: ExportDocument) {
  const manual = <T extends { source?: string; id?: string }>(items: T[]) => items.filter((i) => i.source === undefined || i.source === 'MANUAL').map(({ id: _id, ...rest }) => rest);
  return {
    incomes: manual(doc.incomes),
    estimatedMonthlyExpenses: doc.estimatedMonthlyExpenses,
    expenses: manual(doc.expenses),
    liabilities: manual(doc.liabilities),
    loanRepayments: manual(doc.loanRepayments).map((l) => ({ ...l, liabilityId: l.liabilityId !== null })),
    monthlyInvestments: manual(doc.monthlyInvestments),
    assets: manual(doc.assets).map((a) => (a.property ? { ...a, property: { ...a.property, securedLiabilityId: a.property.securedLiabilityId !== null } } : a)),
    targetMonthlySavings: doc.targetMonthlySavings,
    totalBudget: doc.totalBudget,
    emergencyFund: doc.emergencyFund,
    goals: manual(doc.goals.filter((g) => !g.paidOut)),
    housingPlans: doc.housingPlans.map(({ name, fields }) => ({ name, fields })),
    investingGuideSteps: doc.investingGuideSteps,
    insurancePolicies: doc.insurancePolicies.map(({ details }) => details),
    retirementPlanSettings: doc.retirementPlan?.settings ?? null,
  };
}

describe('Import of an export: the round trip (export -> import into a new account -> export)', () => {
  const clock = new ManualClock(NOW.toISOString());
  /** The unit of work over the fake contexts: a dry run puts their state back as it found it, as the rollback does. */
  const unitOfWorkOver = (state: object) => ({
    run: <T>(work: () => Promise<T>) => work(),
    dryRun: async <T>(work: () => Promise<T>) => {
      const saved = structuredClone(state);
      try {
        return await work();
      } finally {
        Object.assign(state, saved);
      }
    },
  });

  it('gives the same typed-in data, and none of the imported', async () => {
    const source = fakeContexts({ money: money(), targets: targets(), housing: housing(), investing: investing(), retirementPlan: retirementPlan() });
    const exported = await new ExportMyData(source.sources, clock).execute('u-1');
    const target = fakeContexts(empty());
    const exporter = new ExportMyData(target.sources, clock);
    const summary = await new ImportMyData(target.sources, exporter, unitOfWorkOver(target.state), CAPS).apply('u-2', exported);
    expect(summary.rows.find((r) => r.list === 'incomes')).to.include({ added: 2, replaced: 0 });
    expect(summary.rows.find((r) => r.list === 'insurancePolicies')).to.include({ added: 2, replaced: 0 });
    const again = await exporter.execute('u-2');
    // The home's Myinfo mortgage is not restored, so the restored home secures nothing until Myinfo brings it back.
    const expected = manualData(exported);
    expected.assets = expected.assets.map((a) => (a.property ? { ...a, property: { ...a.property, securedLiabilityId: false } } : a));
    expect(manualData(again)).to.deep.equal(expected);
    expect(again.incomes.every((i) => i.source === 'MANUAL')).to.equal(true);
    expect(again.cpf).to.equal(null);
    expect(again.investingGuideSteps, 'the guide\'s ticks come back').to.deep.equal(['EMERGENCY_FUND', 'GET_INSURED']);
    expect(target.completedSetups, 'the setup flows the file fills are done').to.deep.equal(['CASHFLOW', 'WEALTH', 'SET_SAVING_TARGETS']);
    expect(again.insurancePolicies.map((p) => p.details), 'the insurance list comes back, in its order').to.deep.equal(exported.insurancePolicies.map((p) => p.details));
    expect(again.retirementPlan?.settings, 'the retirement plan\'s settings come back').to.deep.equal(exported.retirementPlan!.settings);
    expect(summary.rows.find((r) => r.list === 'retirementPlan')).to.deep.equal({ list: 'retirementPlan', label: 'Retirement plan', added: 1, replaced: 0, names: ['Retirement plan'] });
  });

  it('preview writes nothing', async () => {
    const exported = toExportDocument(inputs());
    const target = fakeContexts(empty());
    const before = structuredClone(target.state);
    const preview = await new ImportMyData(target.sources, new ExportMyData(target.sources, clock), unitOfWorkOver(target.state), CAPS).preview('u-2', exported);
    expect(preview.rows.find((r) => r.list === 'goals')).to.include({ added: 1, replaced: 0 });
    expect(target.state).to.deep.equal(before);
  });

  it('an import refused by a rule is refused as a whole: the unit of work sees the error', async () => {
    const target = fakeContexts(empty());
    target.sources.housing.restore = async () => {
      throw new ImportFileRefused('Housing plans item 1 ("Our first flat"): The interest rate is too high. Nothing was changed.');
    };
    let ranInUnit = false;
    const failing = { ...unitOfWorkOver(target.state), run: async <T>(work: () => Promise<T>) => { ranInUnit = true; return work(); } };
    const apply = new ImportMyData(target.sources, new ExportMyData(target.sources, clock), failing, CAPS).apply('u-2', toExportDocument(inputs()));
    await apply.then(() => expect.fail('should refuse'), (error: Error) => expect(error.message).to.match(/^Housing plans item 1/));
    expect(ranInUnit).to.equal(true);
  });
});

describe('Import of an export: every list keeps the cap its own call has (docs/decisions.md "Every list has a cap")', () => {
  const restoreOf = (doc: ExportDocument) => planImport(doc).restore;
  const withIncomes = (count: number) => {
    const doc = toExportDocument(inputs());
    const income = doc.incomes.find((i) => i.source === 'MANUAL')!;
    return { ...doc, incomes: Array.from({ length: count }, (_, i) => ({ ...income, id: `i-${i}`, name: `Income ${i + 1}` })) };
  };
  const refusal = (check: () => void): ImportFileRefused => {
    try {
      check();
    } catch (error) {
      expect(error).to.be.instanceOf(ImportFileRefused);
      return error as ImportFileRefused;
    }
    return expect.fail('should refuse') as never;
  };

  it('a list at its cap passes; one item more is refused, naming the list and the cap', () => {
    expect(() => checkListCaps(restoreOf(withIncomes(20)), CAPS)).not.to.throw();
    const error = refusal(() => checkListCaps(restoreOf(withIncomes(21)), CAPS));
    expect(error.code).to.equal('DATA_IMPORT.LIST_TOO_LONG');
    expect(error.message).to.equal('Income: the file has 21 items, but an account holds at most 20. Remove 1 item from this list in the file and try again. Nothing was changed.');
  });

  it('the 1,000 incomes of the security test are refused before anything is written', () => {
    expect(refusal(() => checkListCaps(restoreOf(withIncomes(1000)), CAPS)).message).to.match(/^Income: the file has 1,000 items, but an account holds at most 20\. Remove 980 items/);
  });

  it('the Myinfo and bank items the account keeps count against the cap', () => {
    expect(() => checkListCaps(restoreOf(withIncomes(18)), CAPS, { incomes: 2 })).not.to.throw();
    expect(refusal(() => checkListCaps(restoreOf(withIncomes(18)), CAPS, { incomes: 3 })).message).to.equal(
      'Income: the file has 18 items, and the account keeps 3 items of this list brought in from Myinfo or a bank, but an account holds at most 20. Remove 1 item from this list in the file and try again. Nothing was changed.',
    );
  });

  it('assets are capped per kind, the kind named', () => {
    const doc = toExportDocument(inputs());
    const asset = doc.assets.find((a) => a.source === 'MANUAL')!;
    const many = (kind: string, count: number) => Array.from({ length: count }, (_, i) => ({ ...asset, kind, property: null, id: `${kind}-${i}` }));
    expect(() => checkListCaps(restoreOf({ ...doc, assets: [...many('stock', 100), ...many('bond', 100)] }), CAPS)).not.to.throw();
    expect(refusal(() => checkListCaps(restoreOf({ ...doc, assets: [...many('stock', 100), ...many('bond', 101)] }), CAPS)).message).to.match(/^Assets \(bond\): the file has 101 items, but an account holds at most 100\./);
    expect(refusal(() => checkListCaps(restoreOf({ ...doc, assets: many('stock', 99) }), CAPS, { assetsByKind: { stock: 2 } })).message).to.match(/^Assets \(stock\): the file has 99 items, and the account keeps 2 items/);
  });

  it('goals, housing plans and insurance policies have caps too', () => {
    const doc = toExportDocument(inputs());
    const goal = doc.goals[0]!;
    const plan = { id: 'p', name: 'Plan', lastUpdatedAt: NOW.toISOString(), fields: {} };
    expect(refusal(() => checkListCaps(restoreOf({ ...doc, goals: Array.from({ length: 51 }, (_, i) => ({ ...goal, paidOut: false, id: `g-${i}` })) }), CAPS)).message).to.match(/^Savings targets: the file has 51 items, but an account holds at most 50\./);
    expect(refusal(() => checkListCaps(restoreOf({ ...doc, housingPlans: Array.from({ length: 11 }, (_, i) => ({ ...plan, id: `p-${i}` })) }), CAPS)).message).to.match(/^Housing plans: the file has 11 items, but an account holds at most 10\./);
    expect(refusal(() => checkListCaps(restoreOf({ ...doc, insurancePolicies: Array.from({ length: 51 }, (_, i) => ({ id: `x-${i}`, details: {} })) }), CAPS)).message).to.match(/^Insurance policies: the file has 51 items/);
  });

  it('a file past a cap is refused by the preview and by apply, and neither runs a write', async () => {
    const target = fakeContexts(empty());
    let writes = 0;
    const counting = { run: async <T>(work: () => Promise<T>) => ((writes += 1), work()), dryRun: async <T>(work: () => Promise<T>) => ((writes += 1), work()) };
    const importer = new ImportMyData(target.sources, new ExportMyData(target.sources, new ManualClock(NOW.toISOString())), counting, CAPS);
    for (const mode of ['preview', 'apply'] as const) {
      await importer[mode]('u-2', withIncomes(21)).then(() => expect.fail(`${mode} should refuse`), (error: Error) => expect(error.message).to.match(/^Income: the file has 21 items/));
    }
    expect(writes).to.equal(0);
  });

  it('the preview refuses what apply refuses, with the same message, and keeps nothing it tried', async () => {
    const target = fakeContexts(empty());
    const before = structuredClone(target.state);
    target.sources.housing.restore = async () => {
      throw new ImportFileRefused('Housing plans item 1 ("Our first flat"): Enter a purchase date from 2019 on. Nothing was changed.');
    };
    const unit = {
      run: <T>(work: () => Promise<T>) => work(),
      dryRun: async <T>(work: () => Promise<T>) => {
        const saved = structuredClone(target.state);
        try {
          return await work();
        } finally {
          Object.assign(target.state, saved);
        }
      },
    };
    const importer = new ImportMyData(target.sources, new ExportMyData(target.sources, new ManualClock(NOW.toISOString())), unit, CAPS);
    const messages: string[] = [];
    for (const mode of ['preview', 'apply'] as const) await importer[mode]('u-2', toExportDocument(inputs())).then(() => expect.fail(`${mode} should refuse`), (error: Error) => messages.push(error.message));
    expect(messages[0]).to.equal(messages[1]);
    expect(messages[0]).to.match(/^Housing plans item 1/);
    // The money and targets written before the refusal were put back by the dry run (and by apply's own failure in a real transaction).
    expect(target.state.housing).to.deep.equal(before.housing);
  });
});

describe('Import of an export: allocations fitted to the savings that come back (docs/decisions.md "Export and import of one\'s data")', () => {
  it('writes each allocation up to what is left, the emergency fund first, and names every one cut with what it got', () => {
    const fitted = fitAllocations({ allocated: 500_000 }, [{ name: 'Holiday', allocated: 300_000 }, { name: 'Wedding', allocated: 400_000 }, { name: 'Car', allocated: 0 }], 1_000_000);
    expect(fitted.fund).to.equal(500_000);
    expect(fitted.goals).to.deep.equal([300_000, 200_000, 0]);
    expect(fitted.adjusted).to.deep.equal([
      { list: 'goals', name: 'Wedding', reason: 'Allocated S$2,000.00 instead of S$4,000.00: the cash, savings and fixed deposits this file brings back come to S$10,000.00 (balances from Myinfo or your bank come back when you fetch them again). Allocate more once they are back.' },
    ]);
  });

  it('with no savings back, every allocation is 0 and named; with enough, nothing changes', () => {
    const none = fitAllocations({ allocated: 100 }, [{ name: 'Holiday', allocated: 300_000 }], 0);
    expect([none.fund, ...none.goals]).to.deep.equal([0, 0]);
    expect(none.adjusted.map((a) => a.name)).to.deep.equal(['Emergency fund', 'Holiday']);
    const enough = fitAllocations(null, [{ name: 'Holiday', allocated: 300_000 }], 300_000);
    expect(enough).to.deep.equal({ fund: null, goals: [300_000], adjusted: [] });
  });
});

describe('Import of an export: the setup flows follow the data', () => {
  const emptyRestore = (): RestoreSet => ({ ...planImport(toExportDocument(inputs())).restore, incomes: [], expenses: [], estimatedMonthlyExpenses: null, loanRepayments: [], monthlyInvestments: [], assets: [], liabilities: [], cpf: null, goals: [], emergencyFund: null, targetMonthlySavings: null });
  it('income or spending sets up cashflow; assets, liabilities or CPF wealth; a target, the fund or monthly savings the targets', () => {
    const none = emptyRestore();
    expect(setupModulesFilledBy(none)).to.deep.equal([]);
    const full = planImport(toExportDocument(inputs())).restore;
    expect(setupModulesFilledBy({ ...none, expenses: full.expenses })).to.deep.equal(['CASHFLOW']);
    expect(setupModulesFilledBy({ ...none, cpf: { oa: { cents: 1, currency: 'SGD' }, sa: { cents: 0, currency: 'SGD' }, ma: { cents: 0, currency: 'SGD' }, ra: { cents: 0, currency: 'SGD' } } })).to.deep.equal(['WEALTH']);
    expect(setupModulesFilledBy({ ...none, targetMonthlySavings: full.targetMonthlySavings })).to.deep.equal(['SET_SAVING_TARGETS']);
    expect(setupModulesFilledBy(full)).to.deep.equal(['CASHFLOW', 'WEALTH', 'SET_SAVING_TARGETS']);
  });
});
