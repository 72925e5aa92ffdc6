import { expect } from 'chai';
import { importMyinfo as importMyinfoAs, tickMyinfoIncomes } from '../../support/myinfo-consent.js';
import fc from 'fast-check';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS } from '../../support/sign-in.js';
import { expectStored, fewerRuns, fuzzApp, fuzzForeignIds, fuzzWrites, isSuccess, newResident, property, read, send, withField, type Payload } from './fuzz-harness.js';
import { BANK_ADJUSTMENTS, codeAndState, flatAdjustment, incomeChoice, rejectionBody } from './shapes/data-import.shapes.js';
import { hostileId, hostileValue, inPath } from './shapes/hostile.js';

type Item = Record<string, any>;

const ALL_BANKS = ['DBS', 'OCBC', 'UOB', 'SCB', 'CITI', 'HSBC', 'MBB', 'CDP'];
const ignoredBodies = (): fc.Arbitrary<Payload> => fc.oneof(fc.constant<Payload>({ none: true }), fc.constant<Payload>({ json: {} }), hostileValue().map((json) => ({ json })));
/** Ids that name nothing in the resident's record (the record's own ids, even with spaces around, are left out). */
const foreignIds = (own: readonly string[]) => () => hostileId().filter((id) => !own.includes(id.trim()));

/** The fields an adjustment sent, as the corrected record holds them (spec 2 §7; the growth rate lives on every amount of an account). */
function expectAdjusted(item: Item, sent: Item, what: string): void {
  for (const key of ['percentageShare', 'monthlyCashLoanInstalment', 'monthlyCPFLoanInstalment', 'unitPrice', 'marketValue'] as const) {
    if (key in sent) expectStored(item[key], sent[key], `${what}.${key}`);
  }
  if ('type' in sent) expectStored(item.type, { id: sent.type.id, description: sent.type.id === 1 ? 'MORTGAGE' : 'NON_MORTGAGE' }, `${what}.type`);
  for (const key of ['estimatedGrowthRate', 'surrenderValue'] as const) {
    if (!(key in sent)) continue;
    if (Array.isArray(item.amounts) && !('holdingBalances' in item)) for (const amount of item.amounts as Item[]) expectStored(amount[key], sent[key], `${what}.amounts[].${key}`);
    else expectStored(item[key], sent[key], `${what}.${key}`);
  }
}

/** Each bank-data adjustment of spec 2 §7, the sandbox record's item it changes, and where that item is in the record. */
const ADJUSTMENT_CALLS = [
  { path: '/apim/casa', id: 'casa-1', body: BANK_ADJUSTMENTS.casa, find: (fp: Item) => fp.casa.find((a: Item) => a.id === 'casa-1') },
  { path: '/apim/fixed-deposit', id: 'fd-1', body: BANK_ADJUSTMENTS.fixedDeposit, find: (fp: Item) => fp.fixedDeposit.find((a: Item) => a.id === 'fd-1') },
  { path: '/apim/secured-loan', id: 'loan-home', body: BANK_ADJUSTMENTS.securedLoan, find: (fp: Item) => fp.securedLoan.find((a: Item) => a.id === 'loan-home') },
  { path: '/apim/unsecured-loan', id: 'loan-car', body: BANK_ADJUSTMENTS.unsecuredLoan, find: (fp: Item) => fp.unsecuredLoan.find((a: Item) => a.id === 'loan-car') },
  { path: '/apim/asset-amount', id: 'srs-1', body: BANK_ADJUSTMENTS.assetAmount, find: (fp: Item) => fp.srs.find((a: Item) => a.id === 'srs-1') },
  {
    path: '/apim/asset-holding',
    id: 'ut-1-h1',
    body: BANK_ADJUSTMENTS.assetHolding,
    // The share is the account's, the growth rate the holding's own.
    find: (fp: Item) => {
      const account = fp.unitTrust.find((a: Item) => a.id === 'ut-1');
      const holding = account.holdings.find((h: Item) => h.assetHoldingId === 'ut-1-h1');
      return { percentageShare: account.percentageShare, estimatedGrowthRate: holding.estimatedGrowthRate };
    },
  },
  { path: '/apim/asset-holding/balance', id: 'ut-1-h1', body: BANK_ADJUSTMENTS.assetHoldingBalance, find: (fp: Item) => fp.unitTrust.find((a: Item) => a.id === 'ut-1').holdings.find((h: Item) => h.assetHoldingId === 'ut-1-h1') },
  { path: '/apim/sgx/holding', id: 'cdp-1', body: BANK_ADJUSTMENTS.sgxHolding, find: (fp: Item) => fp.cdp.find((h: Item) => h.id === 'cdp-1') },
  { path: '/apim/sgx/holding/balance', id: 'cdp-1-b', body: BANK_ADJUSTMENTS.sgxHoldingBalance, find: (fp: Item) => fp.cdp.find((h: Item) => h.id === 'cdp-1').holdingBalances.find((b: Item) => b.id === 'cdp-1-b') },
] as const;
const RECORD_IDS = [...new Set(ADJUSTMENT_CALLS.map((c) => c.id)), 'casa-2', 'casa-3', 'casa-4', 'cpfis-1', 'cpfis-2', 'cdp-2', 'cdp-3', 'ut-1', 'ut-1-h2', 'srs-1-h1', 'srs-1-h2', 'cpfis-2-h1', 'cpfis-2-h2', 'cdp-2-b', 'cdp-3-b'];

/**
 * Property-based fuzz of the data-import writes (spec 2 §7, docs/api.md "Data import"): the Myinfo and bank-data
 * calls at their validation layer (their token exchanges need the outside flow), the Myinfo flat adjustment and the
 * resets on a real Myinfo import, and every bank-data adjustment on a real sandbox import, read back.
 */
describe('Fuzz: data import writes (spec 2 §7)', () => {
  const t = fuzzApp();

  describe('Myinfo', () => {
    let client: TestClient;

    /** The resident allows Myinfo (mockpass, as LIM YONG XIANG) and the code comes back: the record is imported. */
    async function importMyinfo(): Promise<void> {
      await importMyinfoAs(client, PERSONAS.limYongXiang.nric);
    }

    before(async () => {
      client = await newResident(t, 'consented', PERSONAS.limYongXiang);
      await importMyinfo();
    });

    describe('POST /myinfo/authorise', () => {
      property(
        'whatever body comes along: 200 { url } of Myinfo’s consent page (or a 4xx with the contract)',
        ignoredBodies,
        async (payload) => {
          const res = await send(client, 'POST', '/api/v1/myinfo/authorise', payload);
          if (isSuccess(res)) expect(new URL(res.body.url as string).searchParams.get('state')).to.be.a('string').and.not.equal('');
        },
        fewerRuns(2),
      );
    });

    describe('POST /myinfo/token', () => {
      fuzzWrites({
        method: 'POST',
        path: () => '/api/v1/myinfo/token',
        client: () => client,
        valid: codeAndState,
        // A state this session did not start (the exchange itself needs Myinfo's consent page).
        refusals: ['VALIDATION.FAILED'],
        readBack: async () => {
          expect.fail('a code and state never issued imported a Myinfo record');
        },
      });
    });

    describe('POST /myinfo/income-offers', () => {
      fuzzWrites({
        method: 'POST',
        path: () => '/api/v1/myinfo/income-offers',
        client: () => client,
        valid: incomeChoice,
        // The resident's ticks are stored as sent (docs/decisions.md "Imports ask before they add").
        readBack: async (sent: { ticked: string[] }) => {
          const offers = (await read(client, '/api/v1/myinfo/income-offers')).data.offers as { ref: string; ticked: boolean }[];
          expect(offers.filter((offer) => offer.ticked).map((offer) => offer.ref).sort()).to.deep.equal([...sent.ticked].sort());
        },
      });
    });

    describe('POST /myinfo/user-data-rejection', () => {
      fuzzWrites({ method: 'POST', path: () => '/api/v1/myinfo/user-data-rejection', client: () => client, valid: rejectionBody, readBack: async (_sent, res) => {
          expect(res.status).to.equal(204);
        },
      });
    });

    describe('PATCH /myinfo/hdb/ownership/{id}', () => {
      fuzzWrites({
        method: 'PATCH',
        path: () => '/api/v1/myinfo/hdb/ownership/1',
        client: () => client,
        valid: flatAdjustment,
        readBack: async (sent: Item, res) => {
          const flat = ((await read(client, '/api/v1/myinfo/person')).data.hdbOwnership as Item[]).find((f) => f.id === '1')!;
          expect(flat, 'GET /myinfo/person has the flat PATCH answered').to.deep.equal(res.body.hdbOwnership);
          expectStored(
            { percentageShare: flat.percentageShare, monthlyCashLoanInstalment: flat.monthlyCashLoanInstalment, monthlyCPFLoanInstalment: flat.monthlyCPFLoanInstalment, monthlyLoanInstalment: flat.monthlyLoanInstalment },
            {
              percentageShare: sent.percentageShare,
              monthlyCashLoanInstalment: sent.monthlyCashLoanInstalment,
              monthlyCPFLoanInstalment: sent.monthlyCPFLoanInstalment,
              monthlyLoanInstalment: sent.monthlyCashLoanInstalment + sent.monthlyCPFLoanInstalment,
            },
            'the flat',
          );
        },
      });
      fuzzForeignIds({ method: 'PATCH', path: (id) => `/api/v1/myinfo/hdb/ownership/${inPath(id)}`, client: () => client, body: () => flatAdjustment().map((json) => ({ json })), ids: foreignIds(['1']) });
    });

    describe('PUT /import-reconciliations/{id}', () => {
      const SALARY = { name: 'Salary', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' };
      let pendingId = '';
      /** A fresh typed salary, then Myinfo again: its employment income is held back and asked about. */
      async function salaryThenMyinfo(): Promise<void> {
        expect((await client.post('/api/v1/income', { incomeList: [SALARY] })).status).to.equal(200);
        await importMyinfo();
        // The notice's employment income goes in once ticked (docs/decisions.md "Imports ask before they add").
        await tickMyinfoIncomes(client, ['noa:EMPLOYMENT', 'noa:INTEREST']);
        const open = (await read(client, '/api/v1/import-reconciliations')).reconciliations as Item[];
        pendingId = open.find((r) => r.list === 'incomes')!.id as string;
      }
      const incomeNames = async () => ((await read(client, '/api/v1/finances')).incomeList as Item[]).map((i) => i.name as string);

      fuzzWrites({
        method: 'PUT',
        path: () => `/api/v1/import-reconciliations/${pendingId}`,
        client: () => client,
        valid: () => fc.record({ choice: fc.constantFrom('KEEP_MINE', 'USE_IMPORTED', 'KEEP_BOTH') }),
        beforeRun: salaryThenMyinfo,
        readBack: async (sent: Item) => {
          const names = await incomeNames();
          expectStored(names.includes('Salary'), sent.choice !== 'USE_IMPORTED', 'the typed salary counted');
          expectStored(names.includes('Employment (tax assessment 2019)'), sent.choice !== 'KEEP_MINE', 'the imported income counted');
          const open = (await read(client, '/api/v1/import-reconciliations')).reconciliations as Item[];
          expectStored(open.some((r) => r.id === pendingId), false, 'the match still open');
        },
        runs: fewerRuns(4),
      });
      fuzzForeignIds({
        method: 'PUT',
        path: (id) => `/api/v1/import-reconciliations/${inPath(id)}`,
        client: () => client,
        body: () => fc.constantFrom('KEEP_MINE', 'USE_IMPORTED', 'KEEP_BOTH').map((choice) => ({ json: { choice } })),
        ids: () => hostileId(),
      });
    });

    describe('DELETE /myinfo/person-basic and DELETE /myinfo/person?scope=', () => {
      property(
        'scopes full, all or none (and hostile ones): the parts named are gone from GET /myinfo/person; a refused scope changes nothing',
        () => fc.tuple(fc.oneof(fc.constantFrom(undefined, 'full', 'all'), hostileId()), ignoredBodies()),
        async ([scope, payload]) => {
          await importMyinfo();
          const basic = await send(client, 'DELETE', '/api/v1/myinfo/person-basic', payload);
          if (isSuccess(basic)) expectStored((await read(client, '/api/v1/myinfo/person-basic')).data, { code: 'NO_BASIC_DATA' }, 'the basic data');
          const before = (await read(client, '/api/v1/myinfo/person')).data;
          const res = await send(client, 'DELETE', scope === undefined ? '/api/v1/myinfo/person' : `/api/v1/myinfo/person?scope=${inPath(scope)}`, payload);
          const after = (await read(client, '/api/v1/myinfo/person')).data;
          if (!isSuccess(res)) expectStored(after, before, 'the record after a refused reset');
          else if (scope?.trim() === 'all') expectStored(after, null, 'the record after scope=all');
          else expect(after, `scope ${scope}`).to.deep.include({ noa: null, cpf: null, hdbOwnership: [] });
        },
        fewerRuns(4),
      );
    });
  });

  describe('Bank data', () => {
    let client: TestClient;

    /** POST /apim/authorise, the sandbox's consent page with `banks`, then the code exchanged (204). */
    async function consentAndToken(banks: string[]): Promise<void> {
      const start = await client.post('/api/v1/apim/authorise', {});
      expect(start.status, start.text).to.equal(200);
      const consentUrl = new URL(start.body.url as string);
      const form = new URLSearchParams({ state: consentUrl.searchParams.get('state')!, decision: 'allow' });
      for (const bank of banks) form.append('banks', bank);
      const answer = await fetch(new URL('/sandbox/sgfindex/consent', t.app.url), { method: 'POST', redirect: 'manual', body: form });
      const back = new URL(answer.headers.get('location')!);
      const token = await client.post('/api/v1/apim/token', { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
      expect(token.status, token.text).to.equal(204);
    }

    before(async () => {
      client = await newResident(t, 'consented');
      await consentAndToken(ALL_BANKS);
      const data = await client.post('/api/v1/apim/user-data', {});
      expect(data.status, data.text).to.equal(200);
    });

    describe('POST /apim/authorise', () => {
      property(
        'whatever body comes along: 200 { url } of the consent page (or a 4xx with the contract)',
        ignoredBodies,
        async (payload) => {
          const res = await send(client, 'POST', '/api/v1/apim/authorise', payload);
          if (isSuccess(res)) expect(new URL(res.body.url as string).searchParams.get('state')).to.be.a('string').and.not.equal('');
        },
        fewerRuns(2),
      );
    });

    describe('POST /apim/token', () => {
      fuzzWrites({
        method: 'POST',
        path: () => '/api/v1/apim/token',
        client: () => client,
        valid: codeAndState,
        refusals: ['VALIDATION.FAILED'],
        readBack: async () => {
          expect.fail('a code and state never issued were exchanged');
        },
      });
    });

    describe('POST /apim/user-data', () => {
      property(
        'after a consent, whatever body comes along: 200 with the record, which GET /apim/data then holds (or a 4xx with the contract)',
        ignoredBodies,
        async (payload) => {
          await consentAndToken(ALL_BANKS);
          const res = await send(client, 'POST', '/api/v1/apim/user-data', payload);
          if (isSuccess(res)) expectStored((await read(client, '/api/v1/apim/data')).data.fpdata, res.body.data.fpdata, 'the bank record');
        },
        fewerRuns(6),
      );
    });

    describe('POST /apim/user-data-rejection', () => {
      fuzzWrites({ method: 'POST', path: () => '/api/v1/apim/user-data-rejection', client: () => client, valid: rejectionBody, readBack: async (_sent, res) => {
          expect(res.status).to.equal(204);
        },
      });
    });

    for (const adjustment of ADJUSTMENT_CALLS) {
      describe(`PATCH ${adjustment.path}/{id}`, () => {
        fuzzWrites({
          method: 'PATCH',
          path: () => `/api/v1${adjustment.path}/${adjustment.id}`,
          client: () => client,
          valid: adjustment.body as () => fc.Arbitrary<Item>,
          // A unit price may be within the money cap while the holding's value (quantity x price) is not: refused on
          // that field (VALIDATION.FAILED with the limit in words), never a bare money error.
          refusals: adjustment.path === '/apim/asset-holding/balance' ? ['VALIDATION.FAILED'] : [],
          runs: fewerRuns(2),
          readBack: async (sent: Item, res) => {
            const fpdata = (await read(client, '/api/v1/apim/data')).data.fpdata as Item;
            expect(fpdata, 'GET /apim/data holds the record PATCH answered').to.deep.equal(res.body.fpdata);
            expectAdjusted(adjustment.find(fpdata), sent, adjustment.id);
          },
        });
        fuzzForeignIds({
          method: 'PATCH',
          path: (id) => `/api/v1${adjustment.path}/${inPath(id)}`,
          client: () => client,
          body: () => (adjustment.body() as fc.Arbitrary<unknown>).map((json) => ({ json })),
          ids: foreignIds(RECORD_IDS),
          runs: fewerRuns(2),
        });
      });
    }
  });

  describe('POST /import (bringing back an export of one\'s data)', () => {
    let client: TestClient;
    let exported: Item;
    /** Fields of an export a hostile value goes into; the seeded data gives every one of them. */
    const FIELDS = [
      'schemaVersion', 'product', 'exportedAt', 'profile', 'incomes', 'incomes.0', 'incomes.0.name', 'incomes.0.type', 'incomes.0.gross', 'incomes.0.gross.cents', 'incomes.0.gross.currency',
      'incomes.0.net', 'incomes.0.source', 'expenses.0.amount.cents', 'expenses.0.timeInterval', 'expenses.0.budget', 'expenses.0.colour', 'liabilities.0.category', 'liabilities.0.id',
      'loanRepayments.0.type', 'loanRepayments.0.liabilityId', 'loanRepayments.0.cpf.cents', 'assets.0.kind', 'assets.0.enterOption', 'assets.0.property', 'assets.0.insurance',
      'targetMonthlySavings', 'targetMonthlySavings.dayOfTransfer', 'totalBudget.cents', 'emergencyFund.date', 'goals.0.date', 'goals.0.allocated.cents', 'housingPlans.0.fields',
      'housingPlans.0.fields.interestRate', 'housingPlans.0.fields.cashSavings', 'investingGuideSteps', 'investingGuideSteps.0', 'insurancePolicies.0', 'insurancePolicies.0.details',
      'insurancePolicies.0.details.policyName', 'insurancePolicies.0.details.premiumAmount', 'insurancePolicies.0.details.premiumFrequency',
    ];

    before(async () => {
      client = await newResident(t, 'onboarded');
      const ok = async (res: Promise<{ status: number; text: string }>) => expect((await res).status, (await res).text).to.be.oneOf([200, 201]);
      await ok(client.post('/api/v1/income', { incomeList: [{ name: 'Salary', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] }));
      await ok(client.post('/api/v1/expense', { expenses: [{ category: 'Food', amount: 80_000, timeInterval: 'MONTHLY', budgetAmount: 70_000, budgetTimeInterval: 'MONTHLY', colour: null }] }));
      const liability = await client.post('/api/v1/liability', { name: 'Car loan', amount: 2_000_000, ccy: 'SGD', category: 'NON_MORTGAGE' });
      await ok(client.post('/api/v1/loan-repayment', { loanRepayments: [{ name: 'Car', amount: 90_000, ccy: 'SGD', cash: 90_000, cpf: 0, type: { id: 2 }, liabilityId: liability.body.liability.id }] }));
      await ok(client.post('/api/v1/asset/cash-savings', { name: 'Savings', totalValueAmount: 1_500_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null }));
      await ok(client.post('/api/v1/target-monthly-savings', { targetMonthlySavings: 100_000, enteredDate: '2026-11-01', dayOfTransfer: 5, automaticTransferStatus: true }));
      await ok(client.put('/api/v1/total-budget', { amount: 300_000 }));
      await ok(client.put('/api/v1/emergency-fund', { totalAmount: 1_200_000, currentAmount: 500_000, date: '2027-12-31' }));
      await ok(client.post('/api/v1/goal', { name: 'Holiday', totalAmount: 400_000, currentAmount: 200_000, date: '2027-06-30' }));
      await ok(client.post('/api/v1/housing-plan', { planName: 'Our flat' }));
      await ok(client.post('/api/v1/investing-for-beginners/guide', { item: 'EMERGENCY_FUND', completed: true }));
      await ok(client.post('/api/v1/investing-for-beginners/insurance', { insurance: { policyName: 'Term life', premiumAmount: 12_000, premiumFrequency: 'MONTHLY' } }));
      exported = await read(client, '/api/v1/export');
    });

    /** The typed-in data, without ids and times (an accepted import writes new ids). */
    const manual = (doc: Item) => JSON.stringify([doc.incomes, doc.expenses, doc.liabilities, doc.loanRepayments, doc.assets, doc.goals, doc.emergencyFund, doc.housingPlans.map((p: Item) => p.fields), doc.investingGuideSteps, doc.insurancePolicies], (key, value) => (key === 'id' || key === 'liabilityId' || key === 'lastUpdatedAt' ? undefined : value));

    property(
      'an export with one hostile field: never a 5xx; refused with the contract and nothing changed, or accepted whole',
      () => fc.tuple(fc.constantFrom(...FIELDS), hostileValue()),
      async ([field, value]) => {
        const before = await read<Item>(client, '/api/v1/export');
        const res = await send(client, 'POST', '/api/v1/import?mode=apply', { json: withField(exported, field, value) });
        const after = await read<Item>(client, '/api/v1/export');
        if (!isSuccess(res)) expect(manual(after), `${field} refused: nothing changed`).to.equal(manual(before));
      },
      fewerRuns(3),
    );

    property(
      'hostile bodies and malformed JSON: a 4xx with the contract, nothing changed',
      () => fc.oneof(hostileValue().map((json): Payload => ({ json })), fc.string({ maxLength: 40 }).map((raw): Payload => ({ raw: `{${raw}` }))),
      async (payload) => {
        const before = await read<Item>(client, '/api/v1/export');
        const res = await send(client, 'POST', '/api/v1/import?mode=apply', payload);
        expect(res.status).to.be.within(400, 499);
        expect(manual(await read<Item>(client, '/api/v1/export'))).to.equal(manual(before));
      },
      fewerRuns(3),
    );
  });
});
