import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { itAnswers401SignedOutAnd403BeforeConsent } from '../../support/gated-calls.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';

type Named = { id: string; name: string };

/**
 * Bank data through the sandbox (issue #5): consent at the sandbox's page, the code exchanged with this session's
 * state, the record read and its items written beside the resident's own; a second import with other banks
 * replaces the first one's items only.
 */
describe('Bank data: consent, import into the lists, re-import (issue #5)', () => {
  const clock = new ManualClock('2026-11-24T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function resident(persona: (typeof PERSONAS)[keyof typeof PERSONAS] = PERSONAS.bernardWong): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, persona);
    return client;
  }

  /** POST /apim/authorise, then the sandbox's consent page (on this app) with `banks` and `decision`: where it sends the resident back. */
  async function consent(client: TestClient, banks: string[], decision: 'allow' | 'deny' = 'allow'): Promise<URL> {
    const start = await client.post('/api/v1/apim/authorise', {});
    expect(start.status, start.text).to.equal(200);
    const consentUrl = new URL(start.body.url as string);
    expect(consentUrl.pathname).to.equal('/sandbox/sgfindex/consent');
    const page = await fetch(new URL(`${consentUrl.pathname}${consentUrl.search}`, t.app.url));
    expect(page.status).to.equal(200);
    expect(await page.text()).to.contain('Choose the institutions whose data you share');
    const form = new URLSearchParams({ state: consentUrl.searchParams.get('state')!, decision });
    for (const bank of banks) form.append('banks', bank);
    const answer = await fetch(new URL('/sandbox/sgfindex/consent', t.app.url), { method: 'POST', redirect: 'manual', body: form });
    expect(answer.status).to.equal(302);
    const back = new URL(answer.headers.get('location')!);
    expect(back.pathname).to.equal('/apim-callback');
    return back;
  }

  async function importBanks(client: TestClient, banks: string[]) {
    const back = await consent(client, banks);
    const token = await client.post('/api/v1/apim/token', { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
    expect(token.status, token.text).to.equal(204);
    const data = await client.post('/api/v1/apim/user-data', {});
    expect(data.status, data.text).to.equal(200);
    return data.body.data;
  }

  itAnswers401SignedOutAnd403BeforeConsent(t, [
    ['POST', '/api/v1/apim/authorise', {}],
    ['POST', '/api/v1/apim/token', { code: 'c', state: 's' }],
    ['POST', '/api/v1/apim/user-data', {}],
    ['GET', '/api/v1/apim/data', undefined],
    ['POST', '/api/v1/apim/user-data-rejection', { error: 'access_denied' }],
    ['PATCH', '/api/v1/apim/casa/casa-1', { percentageShare: 50 }],
    ['PATCH', '/api/v1/apim/sgx/holding/balance/cdp-1-b', { marketValue: 1 }],
  ]);

  it('imports the chosen banks only, beside the resident’s own items, and a re-import replaces only the bank items', async () => {
    const client = await resident();
    const own = await client.post('/api/v1/asset/cash-balance', {
      name: 'Wallet',
      totalValueAmount: 20_000,
      currency: 'SGD',
      investmentSource: 'CASH',
      enterOption: 'TOTAL_VALUE',
      quantity: null,
      unitPrice: null,
      estimatedGrowthRate: null,
    });
    expect(own.status, own.text).to.equal(200);

    const data = await importBanks(client, ['DBS', 'OCBC', 'CDP']);
    expect(new Set(data.fpdata.casa.map((a: { serviceProvider: string }) => a.serviceProvider))).to.deep.equal(new Set(['DBS', 'OCBC']));
    expect(data.fpdata.cdp).to.have.length(3);
    expect(data.myinfo).to.equal(null);

    const finances = (await client.get('/api/v1/finances')).body;
    const sources = (items: Named[]) => items.map((item) => finances.origins[item.id]?.sourceName ?? 'own');
    expect(sources(finances.cashBalanceAssets)).to.deep.equal(['own']);
    expect(new Set(sources(finances.cashSavingsAssets))).to.deep.equal(new Set(['DBS Bank', 'OCBC Bank']));
    expect(sources(finances.stockAssets)).to.include('The Central Depository (CDP)');
    // The DBS home loan is joint at 50 %: the liability is half of what is owed.
    // Named as the bank names the product, without the account number's digits (docs/decisions.md "Rough edges smoothed").
    const homeLoan = finances.liabilities.find((l: Named) => l.name === 'HDB Home Loan');
    expect(homeLoan.category).to.equal('MORTGAGE');
    // Statements: 09/2026 is not after the calendar month 10/2026, so the previous statement month, 08/2026. The
    // origin names the loan's id in the record, so the bank summary lists it for correction.
    expect(finances.origins[homeLoan.id]).to.deep.equal({ sourceName: 'DBS Bank', asOf: '082026', sourceRef: 'loan-home' });
    expect(finances.loanRepayments.map((l: { type: { description: string } }) => l.type.description)).to.deep.equal(['MORTGAGE']);

    // Again with UOB only: the DBS, OCBC and CDP items go, UOB's come, the wallet stays.
    await importBanks(client, ['UOB']);
    const again = (await client.get('/api/v1/finances')).body;
    const allAssets = [...again.cashBalanceAssets, ...again.cashSavingsAssets, ...again.stockAssets, ...again.goldAssets, ...again.unitTrustAssets] as Named[];
    expect(new Set(allAssets.map((a) => again.origins[a.id]?.sourceName ?? 'own'))).to.deep.equal(new Set(['own', 'UOB']));
    expect(again.cashBalanceAssets.map((a: Named) => a.name)).to.include('Wallet');
    expect(again.loanRepayments).to.deep.equal([]);
  });

  it('values imported accounts as the rules say: a joint account at its share, US dollars in SGD, gold by weight at the XAU rate', async () => {
    const client = await resident(PERSONAS.limYongXiang);
    const data = await importBanks(client, ['OCBC', 'CITI', 'UOB']);
    const rates = Object.fromEntries(((await client.get('/api/v1/fx-rates/latest')).body as Array<{ currencyCode: string; exchangeRate: string }>).map((r) => [r.currencyCode, Number(r.exchangeRate)]));
    const month = data.fpdata.latestCalendarMonth as string;
    type Account = { id: string; percentageShare: number | null; amounts: Array<{ date: string; amount: number; ccy: string }> };
    const amountOf = (id: string) => (data.fpdata.casa as Account[]).find((a) => a.id === id)!.amounts.find((a) => a.date === month)!;
    const finances = (await client.get('/api/v1/finances')).body;
    const from = (items: Array<{ id: string; totalValueAmount: number; quantity: number | null }>, source: string) => items.filter((item) => finances.origins[item.id]?.sourceName === source);

    // OCBC's 360 Account is Joint-OR at 50 %: half its balance is the resident's.
    const joint = amountOf('casa-2');
    expect((data.fpdata.casa as Account[]).find((a) => a.id === 'casa-2')!.percentageShare).to.equal(50);
    expect(from(finances.cashSavingsAssets, 'OCBC Bank').map((a) => a.totalValueAmount)).to.deep.equal([Math.round(joint.amount / 2)]);

    // Citibank's account is in US dollars: converted at the stored USD rate, to the cent.
    const usd = amountOf('casa-4');
    expect(usd.ccy).to.equal('USD');
    const [inSgd] = from(finances.cashSavingsAssets, 'Citibank').map((a) => a.totalValueAmount);
    expect(inSgd).to.be.closeTo(usd.amount * rates.USD!, 0.5);

    // UOB's SRS holds 100 g gold bars: 100 / 31.103477 oz each, to 3 decimals, at the XAU rate (SGD an ounce).
    type Holding = { holdingType: string; holdingCode: string; balancesQuantity: number };
    const bars = (data.fpdata.srs as Array<{ holdings: Holding[] }>).flatMap((a) => a.holdings).find((h) => h.holdingType === 'gold')!;
    expect(bars.holdingCode).to.equal('BAR_100G');
    const ounces = Math.round(((bars.balancesQuantity * 100) / 31.103477) * 1000) / 1000;
    const [gold] = from(finances.goldAssets, 'UOB');
    expect(gold!.totalValueAmount).to.be.closeTo(ounces * rates.XAU! * 100, 0.5);
  });

  it('adjusts imported data: a joint account at a new share, a loan’s split; 400 for bad values, 404 for what is not theirs', async () => {
    const client = await resident();
    await importBanks(client, ['DBS', 'OCBC']);
    const savingsOf = async () => {
      const finances = (await client.get('/api/v1/finances')).body;
      return finances.cashSavingsAssets.find((a: Named) => finances.origins[a.id]?.sourceName === 'OCBC Bank').totalValueAmount as number;
    };
    const half = await savingsOf();
    const whole = await client.request('PATCH', '/api/v1/apim/casa/casa-2', { json: { percentageShare: 100 } });
    expect(whole.status, whole.text).to.equal(200);
    expect(whole.body.fpdata.casa.find((a: { id: string }) => a.id === 'casa-2').percentageShare).to.equal(100);
    expect(await savingsOf()).to.be.closeTo(half * 2, 1);

    const loan = await client.request('PATCH', '/api/v1/apim/secured-loan/loan-home', { json: { monthlyCashLoanInstalment: 100_000, monthlyCPFLoanInstalment: 0, type: { id: 2 } } });
    expect(loan.status, loan.text).to.equal(200);
    const repayments = (await client.get('/api/v1/finances')).body.loanRepayments;
    // The home loan is joint at 50 %: half of the S$1,000 cash instalment.
    expect(repayments.map((l: { cash: number; cpf: number; type: { description: string } }) => [l.cash, l.cpf, l.type.description])).to.deep.equal([[50_000, 0, 'NON_MORTGAGE']]);

    const bad = await client.request('PATCH', '/api/v1/apim/casa/casa-2', { json: { percentageShare: 120 } });
    expect(bad.status).to.equal(400);
    expect((await client.request('PATCH', '/api/v1/apim/casa/casa-2', { json: {} })).status, 'nothing to change').to.equal(400);
    const missing = await client.request('PATCH', '/api/v1/apim/sgx/holding/balance/cdp-1-b', { json: { marketValue: 1 } });
    expect(missing.status, 'CDP was not chosen').to.equal(404);
    expect(missing.body.errorMessage).to.equal('We could not find this item in your bank data.');
  });

  it('a unit price that makes a holding worth more than the amount limit: 400 on that field, the record unchanged', async () => {
    const client = await resident();
    await importBanks(client, ['SCB']);
    const before = (await client.get('/api/v1/apim/data')).body.data.fpdata;
    // Within the money cap on its own, but hundreds of units at this price are far beyond S$300 billion.
    const res = await client.request('PATCH', '/api/v1/apim/asset-holding/balance/ut-1-h1', { json: { unitPrice: 30_000_000_000_000 } });
    expect(res.status, res.text).to.equal(400);
    expect(res.body.code).to.equal('VALIDATION.FAILED');
    expect(res.body.details).to.deep.equal([{ field: 'unitPrice', message: 'This makes the item worth more than S$300,000,000,000. Check the figure you entered.' }]);
    expect((await client.get('/api/v1/apim/data')).body.data.fpdata).to.deep.equal(before);
  });

  it('GET /apim/data: nothing before an import, then the record and its month; the update-bank-data notice follows that month', async () => {
    clock.set('2026-11-24T02:00:00.000Z');
    let client = await resident(PERSONAS.tanHengHuat);
    const bankNotice = async () =>
      ((await client.get('/api/v1/notifications')).body.notifications as Array<{ kind: string; key: string }>).find((n) => n.kind === 'UPDATE_BANK_DATA');

    const before = await client.get('/api/v1/apim/data');
    expect(before.status, before.text).to.equal(200);
    expect(before.body).to.deep.equal({ data: null });
    expect(await bankNotice(), 'no bank data, no reminder').to.equal(undefined);

    await importBanks(client, ['UOB']);
    const after = (await client.get('/api/v1/apim/data')).body.data;
    // The sandbox reports up to the month before today: October 2026 on 24 November.
    expect(after.latestMonth).to.equal('2026-10');
    expect(after.fpdata.latestCalendarMonth).to.equal('102026');
    expect(after.banks).to.deep.equal(['UOB']);
    expect(after.latestConsentAt).to.equal('2026-11-24T02:00:00.000Z');
    expect(after.fpdata.casa.every((account: { serviceProvider: string }) => account.serviceProvider === 'UOB')).to.equal(true);
    expect(await bankNotice(), 'data from last month is up to date').to.equal(undefined);

    // In December, October's data is two months old: the reminder of the month is due.
    clock.set('2026-12-03T02:00:00.000Z');
    client = await resident(PERSONAS.tanHengHuat);
    expect((await bankNotice())?.key).to.equal('UPDATE_BANK_DATA-01/12/2026');
    clock.set('2026-11-24T02:00:00.000Z');
  });

  it('a declined consent comes back with access_denied and no code; a code needs this session’s state, once', async () => {
    const client = await resident();
    const declined = await consent(client, ['DBS'], 'deny');
    expect(declined.searchParams.get('error')).to.equal('access_denied');
    expect(declined.searchParams.get('code')).to.equal(null);
    expect((await client.post('/api/v1/apim/user-data-rejection', { error: 'access_denied', description: 'declined' })).status).to.equal(204);

    const back = await consent(client, ['DBS']);
    const wrongState = await client.post('/api/v1/apim/token', { code: back.searchParams.get('code'), state: 'not-mine' });
    expect(wrongState.status).to.equal(400);
    expect(wrongState.body.details).to.deep.equal([{ field: 'state', message: 'This bank-data request has expired or was started in another window. Please start again.' }]);
    const noAccess = await client.post('/api/v1/apim/user-data', {});
    expect(noAccess.status).to.equal(400);
    expect(noAccess.body.errorMessage).to.equal('Choose your banks first: your consent has expired or was not given in this session.');
  });

  it('a code used twice is refused: 503 with a message to try again', async () => {
    const client = await resident();
    const back = await consent(client, ['DBS']);
    const code = back.searchParams.get('code');
    expect((await client.post('/api/v1/apim/token', { code, state: back.searchParams.get('state') })).status).to.equal(204);
    const second = await consent(client, ['DBS']);
    const reused = await client.post('/api/v1/apim/token', { code, state: second.searchParams.get('state') });
    expect(reused.status).to.equal(503);
    expect(reused.body.errorMessage).to.match(/^We could not retrieve your bank data \(.*\)\. Nothing was changed; please try again\.$/);
  });

  it('the sandbox page only sends residents back to our own callback', async () => {
    const page = await fetch(new URL('/sandbox/sgfindex/consent?state=s&redirect_uri=https://evil.example/steal', t.app.url));
    expect(page.status).to.equal(400);
  });
});
