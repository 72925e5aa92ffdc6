import { expect } from 'chai';
import { unzipSync, strFromU8 } from 'fflate';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

type Doc = Record<string, any>;

/**
 * GET /export and POST /import against the real server and PostgreSQL (docs/api.md; docs/decisions.md "Export and
 * import of one's data"): the JSON and ZIP shapes and headers, only ever the caller's data, the preview writing
 * nothing, refusals changing nothing, and a round trip into a fresh account giving the same typed-in data.
 */
describe('Data import: export and import of one\'s own data', () => {
  const clock = new ManualClock('2026-11-26T02:00:00.000Z');
  const t = appPerSuite({ clock, env: { RATE_LIMIT_EXPORT_PER_MINUTE: '1000' } });

  const ok = (res: { status: number; text: string }, status = 200) => expect(res.status, res.text).to.equal(status);

  /** The retirement plan the resident saved: a typed wage and savings, the spending from their data, changed assumptions. */
  const PLAN = { grossMonthlyWage: 650_000, grossWageConfirmed: true, bonusMonths: 2, monthlySpending: null, investments: 5_000_000, srsReturnPercent: 0.05, payoutStartAge: 67, cpfLifePlan: 'ESCALATING', planToAge: 100 };
  const PLAN_SETTINGS = {
    grossMonthlyWage: 650_000, grossWageConfirmed: true, bonusMonths: 2, monthlySpending: null, investments: 5_000_000, srsBalance: null, cashSetAside: null, monthlyHousingFromOa: null,
    housingFromOaUntil: null, wageGrowthPercent: 3, inflationPercent: 2.5, investmentsReturnPercent: 4, srsReturnPercent: 0.05, cashReturnPercent: 1.5, payoutStartAge: 67,
    cpfLifePlan: 'ESCALATING', retirementSumChoice: 'FULL', planToAge: 100,
  };
  const planOf = async (client: TestClient): Promise<Doc> => {
    const res = await client.get('/api/v1/retirement-plan');
    ok(res);
    return res.body as Doc;
  };

  const TERM_LIFE = { policyName: 'Term life', insurer: 'Great Eastern', policyType: 'NON_PARTICIPATING', premiumAmount: 12_000, premiumFrequency: 'MONTHLY', sumAssured: 50_000_000 };

  /** A resident with a piece of every list, typed in, plus one Myinfo income and liability (as an import writes them). */
  async function residentWithData(persona: MockpassPersona): Promise<{ client: TestClient; userId: string }> {
    const client = t.client();
    const { id: userId } = await signInOnboarded(client, persona);
    ok(await client.post('/api/v1/income', { incomeList: [{ name: 'Salary, "main" job', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] }));
    ok(await client.post('/api/v1/expense', { expenses: [{ category: 'Food', amount: 80_000, timeInterval: 'MONTHLY', budgetAmount: 70_000, budgetTimeInterval: 'MONTHLY', colour: null }] }));
    const liability = await client.post('/api/v1/liability', { name: 'Car loan', amount: 2_000_000, ccy: 'SGD', category: 'NON_MORTGAGE' });
    ok(liability);
    ok(await client.post('/api/v1/loan-repayment', { loanRepayments: [{ name: 'Car instalment', amount: 90_000, ccy: 'SGD', cash: 90_000, cpf: 0, type: { id: 2 }, liabilityId: liability.body.liability.id }] }));
    ok(await client.post('/api/v1/investment', { name: 'Index fund', amount: 50_000, ccy: 'SGD', assetType: 'UNIT_TRUST' }));
    ok(await client.post('/api/v1/asset/cash-savings', { name: 'Savings account', totalValueAmount: 1_500_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null }));
    const mortgage = await client.post('/api/v1/liability', { name: 'HDB loan', amount: 30_000_000, ccy: 'SGD', category: 'MORTGAGE' });
    ok(mortgage);
    const home = { propertyType: 'HDB', hdbFlatType: '4_ROOM', address: '1 Example Street, #01-01', ownershipShare: 50, valuationDate: '2026-06-01', securedLiabilityId: mortgage.body.liability.id };
    ok(await client.post('/api/v1/asset/property', { name: 'Our flat', totalValueAmount: 60_000_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null, property: home }));
    ok(await client.post('/api/v1/target-monthly-savings', { targetMonthlySavings: 100_000, enteredDate: '2026-11-01', dayOfTransfer: 5, automaticTransferStatus: true }));
    ok(await client.put('/api/v1/total-budget', { amount: 300_000 }));
    ok(await client.post('/api/v1/estimated-monthly-expenses', { amount: 250_000, isDerived: false, enteredDate: '2026-11-02' }));
    ok(await client.put('/api/v1/emergency-fund', { totalAmount: 1_200_000, currentAmount: 500_000, date: '2027-12-31' }));
    ok(await client.post('/api/v1/goal', { name: 'Holiday', totalAmount: 400_000, currentAmount: 200_000, date: '2027-06-30' }), 201);
    ok(await client.post('/api/v1/housing-plan', { planName: 'Our first flat', flatType: 'NEW' }), 201);
    ok(await client.post('/api/v1/investing-for-beginners/guide', { item: 'EMERGENCY_FUND', completed: true }));
    ok(await client.post('/api/v1/investing-for-beginners/guide', { item: 'GET_INSURED', completed: true }));
    ok(await client.post('/api/v1/investing-for-beginners/insurance', { insurance: TERM_LIFE }), 201);
    ok(await client.post('/api/v1/investing-for-beginners/insurance', { insurance: { policyName: 'Hospital plan', insurer: 'NTUC Income', paymentMethod: 'CPF_MEDISAVE' } }), 201);
    ok(await client.put('/api/v1/retirement-plan', PLAN));
    // What a Myinfo import writes (the import itself is tested in myinfo-routes.test.ts).
    await t.app.sequelize.query(
      `INSERT INTO incomes (user_id, position, name, gross_income, net_income, income_currency, type, import_source, source_name, source_ref, as_of)
       VALUES ($1, 5, 'Employment income (Myinfo)', 700000, NULL, 'SGD', 'EMPLOYMENT', 'MYINFO', 'Myinfo', 'noa:2025', '2026-04-15')`,
      { bind: [userId] },
    );
    return { client, userId };
  }

  const exportOf = async (client: TestClient): Promise<Doc> => {
    const res = await client.get('/api/v1/export');
    ok(res);
    return res.body as Doc;
  };

  /** The typed-in data of an export without what differs between accounts and moments (ids, times, profile). */
  function manualData(doc: Doc): Doc {
    const strip = (items: Doc[]): Doc[] => items.filter((i) => i.source === undefined || i.source === 'MANUAL').map(({ id: _id, liabilityId, ...rest }) => ({ ...rest, linked: liabilityId !== undefined ? liabilityId !== null : undefined }));
    return {
      incomes: strip(doc.incomes),
      estimatedMonthlyExpenses: doc.estimatedMonthlyExpenses,
      expenses: strip(doc.expenses),
      liabilities: strip(doc.liabilities),
      loanRepayments: strip(doc.loanRepayments),
      monthlyInvestments: strip(doc.monthlyInvestments),
      assets: strip(doc.assets).map((a) => (a.property ? { ...a, property: { ...a.property, securedLiabilityId: a.property.securedLiabilityId !== null } } : a)),
      targetMonthlySavings: doc.targetMonthlySavings,
      totalBudget: doc.totalBudget,
      emergencyFund: doc.emergencyFund,
      goals: strip(doc.goals),
      housingPlans: doc.housingPlans.map(({ id: _id, lastUpdatedAt: _at, ...rest }: Doc) => rest),
      investingGuideSteps: doc.investingGuideSteps,
      insurancePolicies: doc.insurancePolicies.map((p: Doc) => p.details),
      retirementPlan: doc.retirementPlan?.settings ?? null,
    };
  }

  let owner: { client: TestClient; userId: string };
  let original: Doc;
  before(async () => {
    owner = await residentWithData(BY_NRIC.S9812379B);
    original = await exportOf(owner.client);
  });

  it('GET /export: the JSON document with its version, attachment headers, amounts in cents with currency, sources, no NRIC', async () => {
    const res = await owner.client.get('/api/v1/export');
    ok(res);
    expect(res.headers.get('content-disposition')).to.equal('attachment; filename="mymoneyplan-export-2026-11-26.json"');
    expect(res.headers.get('cache-control')).to.equal('no-store');
    expect(res.headers.get('content-type')).to.match(/^application\/json/);
    const doc = res.body as Doc;
    expect(doc).to.include({ schemaVersion: 1, product: 'MyMoneyPlan', exportedAt: '2026-11-26T10:00:00.000+08:00' });
    expect(doc.profile).to.include({ name: 'TEST RESIDENT', dateOfBirth: '1990-05-17' });
    expect(doc.incomes).to.have.length(2);
    expect(doc.incomes[0]).to.deep.include({ name: 'Salary, "main" job', gross: { cents: 600_000, currency: 'SGD' }, net: { cents: 480_000, currency: 'SGD' }, source: 'MANUAL', sourceName: null, asOf: null });
    expect(doc.incomes[1]).to.deep.include({ gross: { cents: 700_000, currency: 'SGD' }, source: 'MYINFO', sourceName: 'Myinfo', asOf: '2026-04-15' });
    expect(doc.loanRepayments[0].liabilityId).to.equal(doc.liabilities[0].id);
    expect(doc.estimatedMonthlyExpenses).to.deep.equal({ amount: { cents: 250_000, currency: 'SGD' }, isDerived: false, enteredDate: '2026-11-02' });
    expect(doc.targetMonthlySavings).to.deep.equal({ amount: { cents: 100_000, currency: 'SGD' }, enteredDate: '2026-11-01', dayOfTransfer: 5, automaticTransfer: true });
    expect(doc.goals[0]).to.deep.include({ name: 'Holiday', target: { cents: 400_000, currency: 'SGD' }, allocated: { cents: 200_000, currency: 'SGD' } });
    expect(doc.housingPlans[0]).to.include({ name: 'Our first flat' });
    expect(doc.investingGuideSteps).to.deep.equal(['EMERGENCY_FUND', 'GET_INSURED']);
    expect(doc.insurancePolicies.map((p: Doc) => p.details.policyName)).to.deep.equal(['Term life', 'Hospital plan']);
    expect(doc.insurancePolicies[0].details).to.deep.include(TERM_LIFE);
    // The plan's settings: typed figures as SGD amounts, null where the plan reads them from the resident's data.
    expect(doc.retirementPlan.savedAt).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+08:00$/);
    expect(doc.retirementPlan.settings).to.deep.equal({ ...PLAN_SETTINGS, grossMonthlyWage: { cents: 650_000, currency: 'SGD' }, investments: { cents: 5_000_000, currency: 'SGD' } });
    expect(res.text).not.to.match(/S9812379B/i);
    expect(res.text).not.to.match(/nric/i);
  });

  it('GET /export?format=zip: one CSV per list with a header row, amounts in dollars with a currency column, the manifest with the schema version', async () => {
    const res = await fetch(`${t.app.url}/api/v1/export?format=zip`, { headers: { cookie: ['mmp.sid', 'mmp.sid.sig'].map((name) => `${name}=${owner.client.cookie(name)}`).join('; ') } });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('application/zip');
    expect(res.headers.get('content-disposition')).to.equal('attachment; filename="mymoneyplan-export-2026-11-26.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).to.include.members(['README.txt', 'manifest.json', 'profile.csv', 'incomes.csv', 'expenses.csv', 'loan-repayments.csv', 'liabilities.csv', 'assets.csv', 'savings-targets.csv', 'emergency-fund.csv', 'housing-plans.csv']);
    expect(JSON.parse(strFromU8(files['manifest.json']!))).to.include({ schemaVersion: 1, product: 'MyMoneyPlan' });
    // Amounts in dollars with their currency, as a spreadsheet reads them; the JSON export keeps cents.
    const incomes = strFromU8(files['incomes.csv']!).split('\r\n');
    expect(incomes[0]).to.equal('id,name,type,gross,gross_currency,net,net_currency,source,source_name,as_of');
    expect(incomes[1]).to.match(/^[0-9a-f-]{36},"Salary, ""main"" job",EMPLOYMENT,6000\.00,SGD,4800\.00,SGD,MANUAL,,$/);
    expect(incomes[2]).to.match(/,7000\.00,SGD,,,MYINFO,Myinfo,2026-04-15$/);
    const expenses = strFromU8(files['expenses.csv']!).split('\r\n');
    expect(expenses[0]).to.equal('id,category,amount,currency,time_interval,budget,budget_currency,budget_time_interval,colour,source,source_name,as_of');
    expect(expenses[1]).to.match(/^[0-9a-f-]{36},Food,800\.00,SGD,MONTHLY,700\.00,SGD,MONTHLY,,MANUAL,,$/);
    expect(strFromU8(files['total-budget.csv']!)).to.equal('amount,currency\r\n3000.00,SGD\r\n');
    const plan = strFromU8(files['retirement-plan.csv']!).split('\r\n');
    expect(plan[0]).to.match(/^saved_at,gross_monthly_wage,gross_monthly_wage_currency,gross_wage_confirmed,bonus_months,monthly_spending,monthly_spending_currency,/);
    expect(plan[1]).to.match(/\+08:00,6500\.00,SGD,true,2,,,50000\.00,SGD,,,,,,,,3,2\.5,4,0\.05,1\.5,67,ESCALATING,FULL,100$/);
    expect(strFromU8(files['README.txt']!)).to.include('Amounts are in dollars with two decimals');
  });

  it('fills the consent dates: the app terms, the notice of collection, the latest Myinfo and bank-data consents', async () => {
    // What a Myinfo and a bank-data import keep (the imports themselves are tested in their own suites).
    await t.app.sequelize.query("INSERT INTO personal_data (user_id, latest_consent_at) VALUES ($1, '2026-11-20T03:04:05.000Z')", { bind: [owner.userId] });
    await t.app.sequelize.query("INSERT INTO bank_data (user_id, fpdata, banks, latest_consent_at) VALUES ($1, '{}', '{}', '2026-11-21T06:07:08.000Z')", { bind: [owner.userId] });
    const { preferences } = await exportOf(owner.client);
    expect(preferences.consentedToAppTermsAt).to.match(/^2026-11-26T10:00:00\.000\+08:00$/);
    expect(preferences.latestConsentedToNoticeAt).to.match(/^2026-11-26T10:00:00\.000\+08:00$/);
    expect(preferences.myinfoConsentAt).to.equal('2026-11-20T11:04:05.000+08:00');
    expect(preferences.bankDataConsentAt).to.equal('2026-11-21T14:07:08.000+08:00');
    // The profile says the same (GET /user reads the same facts).
    const user = (await owner.client.get('/api/v1/user')).body;
    expect(new Date(user.myinfoLatestPullConsentAtDate).toISOString()).to.equal('2026-11-20T03:04:05.000Z');
    // The ZIP's preferences.csv carries them too.
    const res = await fetch(`${t.app.url}/api/v1/export?format=zip`, { headers: { cookie: ['mmp.sid', 'mmp.sid.sig'].map((name) => `${name}=${owner.client.cookie(name)}`).join('; ') } });
    const row = strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['preferences.csv']!).split('\r\n')[1]!;
    expect(row).to.match(/,2026-11-20T11:04:05\.000\+08:00,2026-11-21T14:07:08\.000\+08:00$/);
    await t.app.sequelize.query('DELETE FROM personal_data WHERE user_id = $1', { bind: [owner.userId] });
    await t.app.sequelize.query('DELETE FROM bank_data WHERE user_id = $1', { bind: [owner.userId] });
  });

  it('only ever the caller\'s data: another resident\'s export holds none of it; signed out is 401', async () => {
    const other = t.client();
    await signInOnboarded(other, BY_NRIC.S9812381D);
    const theirs = await exportOf(other);
    expect(theirs.incomes).to.deep.equal([]);
    expect(theirs.goals).to.deep.equal([]);
    expect(theirs.retirementPlan, 'never saved one').to.equal(null);
    expect(JSON.stringify(theirs)).not.to.include('Salary');
    const signedOut = await t.client().get('/api/v1/export');
    expect(signedOut.status).to.equal(401);
    expect((await t.client().post('/api/v1/import?mode=preview', original)).status).to.equal(401);
  });

  describe('POST /import into a fresh account', () => {
    let fresh: TestClient;
    let freshId: string;
    before(async () => {
      fresh = t.client();
      ({ id: freshId } = await signInOnboarded(fresh, BY_NRIC.S9912375C));
      // Something typed in already, which the import replaces.
      ok(await fresh.post('/api/v1/expense', { expenses: [{ category: 'Old category', amount: 1_000, timeInterval: 'MONTHLY' }] }));
      ok(await fresh.post('/api/v1/investing-for-beginners/guide', { item: 'LEARN_PRODUCTS', completed: true }));
      ok(await fresh.post('/api/v1/investing-for-beginners/insurance', { insurance: { policyName: 'Old plan' } }), 201);
    });

    it('preview says what is added, replaced and skipped, and writes nothing', async () => {
      const before = await exportOf(fresh);
      const res = await fresh.post('/api/v1/import?mode=preview', original);
      ok(res);
      expect(res.body.applied).to.equal(false);
      const row = (list: string) => res.body.rows.find((r: Doc) => r.list === list);
      expect(row('incomes')).to.include({ added: 1, replaced: 0 });
      expect(row('expenses')).to.include({ added: 1, replaced: 1 });
      expect(row('goals')).to.deep.include({ added: 1, names: ['Holiday'] });
      expect(row('investingGuideSteps')).to.deep.include({ label: 'Investing guide steps', added: 2, replaced: 1, names: ['EMERGENCY_FUND', 'GET_INSURED'] });
      expect(row('insurancePolicies')).to.deep.include({ label: 'Insurance policies', added: 2, replaced: 1, names: ['Term life', 'Hospital plan'] });
      expect(row('retirementPlan')).to.deep.include({ label: 'Retirement plan', added: 1, replaced: 0 });
      expect(res.body.skipped).to.deep.equal([{ list: 'incomes', name: 'Employment income (Myinfo)', reason: 'Not restored: Myinfo and bank data are fetched again with your consent' }]);
      expect(manualData(await exportOf(fresh))).to.deep.equal(manualData(before));
    });

    it('a newer schema version, a file that is not an export, malformed JSON and a wrong shape: 400, nothing changed', async () => {
      const before = manualData(await exportOf(fresh));
      const newer = await fresh.post('/api/v1/import?mode=apply', { ...original, schemaVersion: 2, incomes: 'changed shape' });
      expect(newer.status).to.equal(400);
      expect(newer.body.code).to.equal('DATA_IMPORT.NEWER_SCHEMA_VERSION');
      expect(newer.body.errorMessage).to.match(/^This file was made by a newer version of MyMoneyPlan \(version 2\)\./);
      const notExport = await fresh.post('/api/v1/import?mode=apply', { hello: 'world' });
      expect(notExport.status).to.equal(400);
      expect(notExport.body.code).to.equal('DATA_IMPORT.NOT_AN_EXPORT');
      const malformed = await fresh.request('POST', '/api/v1/import?mode=apply', { body: '{"schemaVersion": 1, ', headers: { 'content-type': 'application/json' } });
      expect(malformed.status).to.equal(400);
      expect(malformed.body.code).to.equal('REQUEST.MALFORMED');
      const shape = await fresh.post('/api/v1/import?mode=apply', { ...original, expenses: [{ category: 'Food' }] });
      expect(shape.status).to.equal(400);
      expect(shape.body.code).to.equal('VALIDATION.FAILED');
      expect(manualData(await exportOf(fresh))).to.deep.equal(before);
    });

    it('a business rule broken by a late item: 400 naming it, and everything written before it rolled back', async () => {
      const before = manualData(await exportOf(fresh));
      const broken = structuredClone(original);
      broken.goals[0].date = '2020-01-01';
      const res = await fresh.post('/api/v1/import?mode=apply', broken);
      expect(res.status, res.text).to.equal(400);
      expect(res.body.code).to.equal('DATA_IMPORT.IMPORT_ITEM_REFUSED');
      expect(res.body.errorMessage).to.match(/^Savings targets item 1 \("Holiday"\): .+ Nothing was changed\.$/);
      expect(manualData(await exportOf(fresh))).to.deep.equal(before);
    });

    it('a policy its own call would refuse: 400 naming it with that call\'s message; no tick, policy or other item changed', async () => {
      const before = manualData(await exportOf(fresh));
      const broken = structuredClone(original);
      broken.insurancePolicies[1].details.premiumFrequency = 'FORTNIGHTLY';
      const res = await fresh.post('/api/v1/import?mode=apply', broken);
      expect(res.status, res.text).to.equal(400);
      expect(res.body.code).to.equal('DATA_IMPORT.IMPORT_ITEM_REFUSED');
      expect(res.body.errorMessage).to.equal('Insurance policies item 2 ("Hospital plan"): Invalid format (premiumFrequency). Nothing was changed.');
      expect(manualData(await exportOf(fresh))).to.deep.equal(before);
      const guide = await fresh.get('/api/v1/investing-for-beginners/guide');
      expect(guide.body.itemsCompleted, 'read back through the guide\'s own call').to.deep.equal(['LEARN_PRODUCTS']);
      const list = await fresh.get('/api/v1/investing-for-beginners/insurance');
      expect(list.body.insuranceList.map((p: Doc) => p.insurance.policyName)).to.deep.equal(['Old plan']);
    });

    it('a retirement plan its own call would refuse: 400 naming it with PUT /retirement-plan\'s message; no plan or other item changed', async () => {
      const before = manualData(await exportOf(fresh));
      const broken = structuredClone(original);
      broken.retirementPlan.settings.payoutStartAge = 60;
      const res = await fresh.post('/api/v1/import?mode=apply', broken);
      expect(res.status, res.text).to.equal(400);
      expect(res.body.code).to.equal('DATA_IMPORT.IMPORT_ITEM_REFUSED');
      expect(res.body.errorMessage).to.equal('Retirement plan item 1 ("Retirement plan"): CPF LIFE payouts start between 65 and 70 (payoutStartAge). Nothing was changed.');
      expect(manualData(await exportOf(fresh))).to.deep.equal(before);
      expect((await planOf(fresh)).savedAt, 'no plan saved').to.equal(null);
    });

    it('more policies than the list holds: the list\'s cap refuses the file before anything is written; nothing changed', async () => {
      const before = manualData(await exportOf(fresh));
      const many = structuredClone(original);
      many.insurancePolicies = Array.from({ length: 51 }, (_, i) => ({ id: `p-${i}`, details: { ...original.insurancePolicies[0].details, policyName: `Policy ${i + 1}` } }));
      const res = await fresh.post('/api/v1/import?mode=apply', many);
      expect(res.status, res.text).to.equal(400);
      expect(res.body.code).to.equal('DATA_IMPORT.LIST_TOO_LONG');
      expect(res.body.errorMessage).to.equal('Insurance policies: the file has 51 items, but an account holds at most 50. Remove 1 item from this list in the file and try again. Nothing was changed.');
      expect(manualData(await exportOf(fresh))).to.deep.equal(before);
    });

    it('apply writes the typed-in data; exporting it again gives the same typed-in data (a round trip)', async () => {
      const res = await fresh.post('/api/v1/import?mode=apply', original);
      ok(res);
      expect(res.body.applied).to.equal(true);
      const again = await exportOf(fresh);
      expect(manualData(again)).to.deep.equal(manualData(original));
      expect(again.incomes.filter((i: Doc) => i.source !== 'MANUAL'), 'Myinfo data is not restored').to.deep.equal([]);
      expect(again.loanRepayments[0].liabilityId, 'the loan is linked to the restored liability').to.equal(again.liabilities[0].id);
      const flat = again.assets.find((a: Doc) => a.kind === 'property');
      expect(flat.property.securedLiabilityId, 'the home secures the restored mortgage').to.equal(again.liabilities.find((l: Doc) => l.name === 'HDB loan').id);
      const guide = await fresh.get('/api/v1/investing-for-beginners/guide');
      expect(guide.body.itemsCompleted, 'the file\'s ticks replace the account\'s').to.deep.equal(['EMERGENCY_FUND', 'GET_INSURED']);
      const list = await fresh.get('/api/v1/investing-for-beginners/insurance');
      expect(list.body.insuranceList.map((p: Doc) => p.insurance), 'the file\'s policies replace the account\'s, in order').to.deep.equal(original.insurancePolicies.map((p: Doc) => p.details));
      expect((await planOf(fresh)).settings, 'the retirement plan, read back through its own call').to.deep.equal(PLAN_SETTINGS);
    });

    it('a saved retirement plan survives export, its deletion and import; a file without the part keeps the account\'s plan', async () => {
      const exported = await exportOf(fresh);
      await t.app.sequelize.query('DELETE FROM retirement_plans WHERE user_id = $1', { bind: [freshId] });
      expect((await planOf(fresh)).savedAt, 'the plan is gone').to.equal(null);
      ok(await fresh.post('/api/v1/import?mode=apply', exported));
      expect((await planOf(fresh)).settings).to.deep.equal(PLAN_SETTINGS);
      // A file made before the plan existed (no retirementPlan part), or by a resident who never saved one: kept.
      const { retirementPlan: _none, ...older } = exported;
      ok(await fresh.put('/api/v1/retirement-plan', { ...PLAN, planToAge: 90 }));
      ok(await fresh.post('/api/v1/import?mode=apply', older));
      expect((await planOf(fresh)).settings.planToAge).to.equal(90);
      ok(await fresh.post('/api/v1/import?mode=apply', { ...exported, retirementPlan: null }));
      expect((await planOf(fresh)).settings.planToAge).to.equal(90);
    });

    it('refuses without the CSRF origin', async () => {
      const res = await fresh.request('POST', '/api/v1/import?mode=preview', { json: original, headers: { origin: 'https://evil.example' } });
      expect(res.status).to.equal(403);
    });
  });

  describe('rate limit', () => {
    const limited = appPerSuite({ clock, env: { RATE_LIMIT_EXPORT_PER_MINUTE: '2' } });
    it('GET /export past RATE_LIMIT_EXPORT_PER_MINUTE: 429 with Retry-After', async () => {
      const client = limited.client();
      await signInOnboarded(client, BY_NRIC.S9812385G);
      ok(await client.get('/api/v1/export'));
      ok(await client.get('/api/v1/export'));
      const third = await client.get('/api/v1/export');
      expect(third.status).to.equal(429);
      expect(Number(third.headers.get('retry-after'))).to.be.greaterThan(0);
    });
  });
});
