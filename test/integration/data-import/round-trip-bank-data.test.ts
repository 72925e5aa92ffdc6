import { expect } from 'chai';
import { importBankData } from '../../support/bank-consent.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { signInOnboarded } from '../../support/sign-in.js';
import { appPerSuite } from '../../support/test-app.js';

type Doc = Record<string, any>;

/**
 * A real export from an account with bank data, typed CPF balances and targets comes back into a brand-new account
 * (docs/decisions.md "Export and import of one's data"): the allocation the bank's balances paid for is cut to the
 * savings that come back and named, the typed CPF balances come back, the setup flows the file fills are done.
 */
describe('Data import: bringing back an export of an account with bank data', () => {
  const t = appPerSuite({ env: { RATE_LIMIT_EXPORT_PER_MINUTE: '1000' } });
  let file: Doc;

  before(async () => {
    const owner = t.client();
    await signInOnboarded(owner, BY_NRIC.S9812379B);
    expect((await owner.post('/api/v1/income', { incomeList: [{ name: 'Salary', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] })).status).to.equal(200);
    expect((await owner.post('/api/v1/asset/cash-savings', { name: 'Savings account', totalValueAmount: 500_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null })).status).to.equal(200);
    expect((await owner.request('PATCH', '/api/v1/asset/cpf', { json: { oa: 5_000_000, sa: 2_000_000, ma: 3_000_000 } })).status).to.equal(200);
    await importBankData(owner, t.app.url, ['DBS']);
    const fund = await owner.put('/api/v1/emergency-fund', { totalAmount: 3_000_000, currentAmount: 600_000, date: '2027-12-31' });
    expect(fund.status, fund.text).to.be.oneOf([200, 201]);
    const goal = await owner.post('/api/v1/goal', { name: 'Holiday', totalAmount: 400_000, currentAmount: 100_000, date: '2027-06-30' });
    expect(goal.status, goal.text).to.equal(201);
    file = (await owner.get('/api/v1/export')).body as Doc;
    expect(file.assets.some((a: Doc) => a.source === 'BANK'), 'the file holds bank data').to.equal(true);
  });

  it('the preview names the allocations cut to the S$5,000 of typed savings that come back, the fund first; apply writes them so', async () => {
    const fresh = t.client();
    await signInOnboarded(fresh, BY_NRIC.S9812381D);
    const preview = await fresh.post('/api/v1/import?mode=preview', file);
    expect(preview.status, preview.text).to.equal(200);
    const why = (got: string, asked: string) =>
      `Allocated S$${got} instead of S$${asked}: the cash, savings and fixed deposits this file brings back come to S$5,000.00 (balances from Myinfo or your bank come back when you fetch them again). Allocate more once they are back.`;
    const adjusted = [
      { list: 'emergencyFund', name: 'Emergency fund', reason: why('5,000.00', '6,000.00') },
      { list: 'goals', name: 'Holiday', reason: why('0.00', '1,000.00') },
    ];
    expect(preview.body.adjusted).to.deep.equal(adjusted);
    expect(preview.body.skipped.filter((s: Doc) => s.list === 'assets').length, 'the bank\'s assets are named as not restored').to.be.greaterThan(0);
    expect(preview.body.rows.find((r: Doc) => r.list === 'cpf')).to.deep.include({ label: 'CPF balances', added: 1, replaced: 0 });

    const apply = await fresh.post('/api/v1/import?mode=apply', file);
    expect(apply.status, apply.text).to.equal(200);
    expect(apply.body.adjusted).to.deep.equal(adjusted);
    const after = (await fresh.get('/api/v1/export')).body as Doc;
    expect(after.emergencyFund.allocated).to.deep.equal({ cents: 500_000, currency: 'SGD' });
    expect(after.goals.map((g: Doc) => [g.name, g.allocated.cents])).to.deep.equal([['Holiday', 0]]);
    expect(after.cpf).to.deep.include({ oa: { cents: 5_000_000, currency: 'SGD' }, sa: { cents: 2_000_000, currency: 'SGD' }, ma: { cents: 3_000_000, currency: 'SGD' }, source: 'MANUAL' });
    const modules = (await fresh.get('/api/v1/module-status')).body.modules as Doc[];
    expect(modules.filter((m) => m.completed).map((m) => m.module)).to.include.members(['CASHFLOW', 'WEALTH', 'SET_SAVING_TARGETS']);
  });

  it('an account whose CPF balances came from Myinfo: the file\'s are named as not restored', async () => {
    const fresh = t.client();
    await signInOnboarded(fresh, BY_NRIC.S9912375C);
    const fromMyinfo = { ...file, cpf: { ...file.cpf, source: 'MYINFO', sourceName: 'Myinfo', asOf: '2026-10-01' } };
    const preview = await fresh.post('/api/v1/import?mode=preview', fromMyinfo);
    expect(preview.status, preview.text).to.equal(200);
    expect(preview.body.skipped).to.deep.include({ list: 'cpf', name: 'CPF balances', reason: 'Not restored: Myinfo and bank data are fetched again with your consent' });
    expect(preview.body.rows.find((r: Doc) => r.list === 'cpf')).to.deep.include({ added: 0 });
  });
});
