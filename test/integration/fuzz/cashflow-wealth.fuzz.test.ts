import { expect } from 'chai';
import fc from 'fast-check';
import { ASSET_KINDS, type AssetKind, type AssetKindPath } from '../../../src/cashflow-wealth/domain/asset.js';
import type { TestClient } from '../../support/http-client.js';
import {
  expectStored,
  fewerRuns,
  fuzzApp,
  fuzzDatesOutsideRange,
  fuzzForbiddenText,
  fuzzForeignIds,
  fuzzWrites,
  isSuccess,
  newResident,
  property,
  read,
  send,
  type Payload,
} from './fuzz-harness.js';
import {
  ASSET_KIND_PATHS,
  assetBody,
  assetChange,
  cpfBody,
  createExpensesBody,
  estimatedMonthlyExpensesBody,
  expenseChange,
  incomeListBody,
  liabilityBody,
  loanRepaymentsBody,
  monthlyInvestmentBody,
  partialOf,
  targetMonthlySavingsBody,
  totalBudgetBody,
} from './shapes/cashflow-wealth.shapes.js';
import { hostileId, hostilePayload, hostileValue, inPath } from './shapes/hostile.js';

type Item = Record<string, any>;

const finances = (client: TestClient) => read(client, '/api/v1/finances');
const nonEmpty = <T extends Record<string, unknown[]>>(arbitrary: fc.Arbitrary<T>, key: keyof T) => arbitrary.filter((body) => body[key]!.length > 0);
const ignoredBodies = (): fc.Arbitrary<Payload> => fc.oneof(fc.constant<Payload>({ none: true }), hostileValue().map((json) => ({ json })));

/** An expense as GET /finances answers it, from the fields sent (spec 2 §3: no budget, no interval; colours in lower case). */
function expenseAsStored(sent: Item, before: Item | null = null): Item {
  const merged = { ...(before ?? { budgetAmount: null, budgetTimeInterval: null, colour: null }), ...sent };
  const budgetAmount = merged.budgetAmount ?? null;
  const interval = (name: unknown) => (name === null || name === undefined ? null : typeof name === 'object' ? name : { id: name === 'MONTHLY' ? 1 : 2, description: name });
  return {
    category: merged.category,
    amount: merged.amount,
    timeInterval: interval(merged.timeInterval),
    budgetAmount,
    budgetTimeInterval: budgetAmount === null ? null : interval(merged.budgetTimeInterval),
    colour: typeof merged.colour === 'string' ? merged.colour.toLowerCase() : null,
  };
}

/** round-half-up(quantity x unit price) in whole cents, exactly (quantity has at most 3 decimals). */
const unitPriceTotal = (quantity: number, unitPrice: number): number => {
  const thousandths = BigInt(Math.round(quantity * 1000)) * BigInt(unitPrice);
  return Number((thousandths + 500n) / 1000n);
};

const NO_POLICY_DETAILS = {
  insurer: null,
  providerCode: null,
  policyType: null,
  productType: null,
  coverageClass: null,
  riderOrBasic: null,
  premiumAmount: null,
  premiumFrequency: null,
  paymentMethod: null,
  sumAssured: null,
  accidentalDeathSumAssured: null,
  totalPermanentDisabilitySumAssured: null,
  criticalIllnessSumAssured: null,
};
/** The policy details sent (unknown keys are dropped: docs/api.md "unknown fields dropped"). */
const policyDetailsSent = (sent: Item | null | undefined): Item =>
  Object.fromEntries(Object.keys(NO_POLICY_DETAILS).filter((key) => sent !== null && sent !== undefined && key in sent).map((key) => [key, sent![key]]));

/** An asset as stored, from a create body (spec 2 §3 "Assets"; docs/api.md: UNIT_PRICE works out the total). */
function assetAsStored(kind: AssetKind, sent: Item): Item {
  const unitPrice = sent.enterOption === 'UNIT_PRICE';
  return {
    name: sent.name,
    currency: sent.currency,
    investmentSource: sent.investmentSource,
    enterOption: sent.enterOption,
    totalValueAmount: unitPrice ? unitPriceTotal(sent.quantity, sent.unitPrice) : sent.totalValueAmount,
    quantity: unitPrice ? sent.quantity : null,
    unitPrice: unitPrice ? sent.unitPrice : null,
    estimatedGrowthRate: sent.estimatedGrowthRate ?? null,
    insurance: kind === 'insurance' ? { ...NO_POLICY_DETAILS, ...policyDetailsSent(sent.insurance) } : null,
    // A typed home's value is the resident's; it secures nothing unless a liability is named.
    property: kind === 'property' ? { ...sent.property, valueSource: 'TYPED', securedLiabilityId: null } : null,
  };
}

const withoutServerFields = ({ id: _id, lastUpdatedAt: _at, ...rest }: Item): Item => rest;

/**
 * Property-based fuzz of every cashflow-wealth write (spec 2 §7, docs/api.md "Cashflow-wealth"): each call gets
 * well-formed and hostile bodies; what is accepted is read back through GET /finances.
 */
describe('Fuzz: cashflow and wealth writes (spec 2 §7)', () => {
  const t = fuzzApp();

  describe('POST /income', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    const call = { method: 'POST' as const, path: () => '/api/v1/income', client: () => client };
    fuzzWrites({
      ...call,
      valid: incomeListBody,
      refusals: [],
      readBack: async (sent: { incomeList: Item[] }, res) => {
        const stored = (await finances(client)).incomeList as Item[];
        expect(stored, 'GET /finances lists what POST answered').to.deep.equal(res.body.incomeList);
        expectStored(
          stored.map(({ id: _id, ...rest }) => rest),
          sent.incomeList.map((item) => ({ name: item.name, grossIncome: item.grossIncome, netIncome: item.netIncome, incomeCurrency: item.incomeCurrency, type: item.type })),
          'the income list',
        );
      },
    });
    fuzzForbiddenText({ ...call, valid: () => nonEmpty(incomeListBody(), 'incomeList'), fields: ['incomeList.0.name'] });
  });

  describe('POST /estimated-monthly-expenses', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    const call = { method: 'POST' as const, path: () => '/api/v1/estimated-monthly-expenses', client: () => client };
    fuzzWrites({
      ...call,
      valid: estimatedMonthlyExpensesBody,
      readBack: async (sent: Item) => {
        expectStored((await finances(client)).estimatedMonthlyExpenses, { amount: sent.amount, isDerived: sent.isDerived, enteredDate: sent.enteredDate }, 'the estimated monthly expenses');
      },
    });
    fuzzDatesOutsideRange({ ...call, valid: estimatedMonthlyExpensesBody, fields: ['enteredDate'] });
  });

  describe('POST /expense', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    const call = {
      method: 'POST' as const,
      path: () => '/api/v1/expense',
      client: () => client,
      // Each run starts without expenses, so categories never collide with an earlier run's.
      beforeRun: async () => {
        expect((await client.delete('/api/v1/expense')).status).to.equal(200);
      },
    };
    fuzzWrites({
      ...call,
      valid: createExpensesBody,
      readBack: async (sent: { expenses: Item[] }, res) => {
        const stored = (await finances(client)).expenses as Item[];
        expect(stored, 'GET /finances lists what POST answered').to.deep.equal(res.body.expenses);
        expectStored(stored.map(({ id: _id, ...rest }) => rest), sent.expenses.map((e) => expenseAsStored(e)), 'the expenses');
      },
    });
    fuzzForbiddenText({ ...call, valid: createExpensesBody, fields: ['expenses.0.category'] });
  });

  describe('PATCH /expense', () => {
    let client: TestClient;
    let ids: string[] = [];
    const baseline = [
      { category: 'Fuzz one', amount: 10_000, timeInterval: 'MONTHLY', budgetAmount: null, colour: null },
      { category: 'Fuzz two', amount: 20_000, timeInterval: 'YEARLY', budgetAmount: 5_000, budgetTimeInterval: 'MONTHLY', colour: '#00aa11' },
    ];
    before(async () => {
      client = await newResident(t, 'consented');
      const created = await client.post('/api/v1/expense', { expenses: baseline });
      expect(created.status, created.text).to.equal(200);
      ids = (created.body.expenses as Item[]).map((e) => e.id as string);
    });
    const call = {
      method: 'PATCH' as const,
      path: () => '/api/v1/expense',
      client: () => client,
      // Back to the two baseline expenses (one PATCH may swap categories), so every run edits the same records.
      beforeRun: async () => {
        const reset = await client.patch('/api/v1/expense', { expenses: baseline.map((e, i) => ({ id: ids[i], ...e, budgetTimeInterval: e.budgetTimeInterval ?? null })) });
        expect(reset.status, reset.text).to.equal(200);
      },
    };
    const changes = () =>
      fc
        .uniqueArray(fc.tuple(fc.constantFrom(0, 1), expenseChange()), { minLength: 1, maxLength: 2, selector: ([slot]) => slot })
        .map((list) => ({ expenses: list.map(([slot, change]) => ({ id: ids[slot], ...change })) }));
    fuzzWrites({
      ...call,
      valid: changes,
      // Two categories may meet (ignoring case): spec 2 §7 refuses a category taken.
      refusals: ['CASHFLOW.EXPENSE_CATEGORY_TAKEN'],
      readBack: async (sent: { expenses: Item[] }, res) => {
        const stored = (await finances(client)).expenses as Item[];
        expect(res.body.expenses, 'PATCH answers the stored items').to.deep.equal(sent.expenses.map((c) => stored.find((e) => e.id === c.id)));
        for (const change of sent.expenses) {
          const before = baseline[ids.indexOf(change.id)]!;
          const { id: _id, ...fields } = stored.find((e) => e.id === change.id)!;
          expectStored(fields, expenseAsStored(change, before), `expense ${change.id}`);
        }
      },
    });
    fuzzForbiddenText({ ...call, valid: () => fc.constant({ expenses: [{ id: ids[0], category: 'x' }] }), fields: ['expenses.0.category'] });
  });

  describe('DELETE /expense?ids=', () => {
    let client: TestClient;
    let ids: string[] = [];
    before(async () => {
      client = await newResident(t, 'consented');
    });
    const recreate = async () => {
      await client.delete('/api/v1/expense');
      const created = await client.post('/api/v1/expense', { expenses: [{ category: 'Rent', amount: 100, timeInterval: 'MONTHLY' }, { category: 'Food', amount: 200, timeInterval: 'MONTHLY' }] });
      expect(created.status, created.text).to.equal(200);
      ids = (created.body.expenses as Item[]).map((e) => e.id as string);
    };
    property(
      'a list of the resident’s ids (or none: all): deletes exactly those, and GET /finances no longer has them',
      () => fc.option(fc.subarray([0, 1], { minLength: 1 }), { nil: null }),
      async (slots) => {
        await recreate();
        const wanted = slots === null ? ids : slots.map((slot) => ids[slot]!);
        const res = await send(client, 'DELETE', slots === null ? '/api/v1/expense' : `/api/v1/expense?ids=${wanted.join(',')}`, { none: true });
        expect(res.status, res.text).to.equal(200);
        expect([...res.body.ids].sort()).to.deep.equal([...wanted].sort());
        const left = ((await finances(client)).expenses as Item[]).map((e) => e.id);
        expectStored(left, ids.filter((id) => !wanted.includes(id)), 'the expenses left');
      },
      fewerRuns(3),
    );
    property(
      'hostile ?ids= (empty, malformed, foreign, absurd) and bodies: never a 5xx; a refusal keeps the contract and deletes nothing',
      () => fc.tuple(fc.array(hostileId(), { minLength: 0, maxLength: 3 }), fc.boolean(), ignoredBodies()),
      async ([junk, withOwn, payload]) => {
        await recreate();
        const list = withOwn ? [ids[0]!, ...junk] : junk;
        const res = await send(client, 'DELETE', `/api/v1/expense?ids=${list.map(inPath).join(',')}`, payload);
        const left = ((await finances(client)).expenses as Item[]).map((e) => e.id);
        if (!isSuccess(res)) expectStored(left, ids, 'nothing deleted after a refusal');
        else expect(left).to.not.include.members(res.body.ids);
      },
    );
  });

  describe('POST /loan-repayment', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    const call = { method: 'POST' as const, path: () => '/api/v1/loan-repayment', client: () => client };
    fuzzWrites({
      ...call,
      valid: loanRepaymentsBody,
      readBack: async (sent: { loanRepayments: Item[] }, res) => {
        const stored = (await finances(client)).loanRepayments as Item[];
        expect(stored, 'GET /finances lists what POST answered').to.deep.equal(res.body.loanRepaymentList);
        expectStored(
          stored.map(({ id: _id, ...rest }) => rest),
          sent.loanRepayments.map((l) => ({ name: l.name, amount: l.amount, ccy: l.ccy, cash: l.cash, cpf: l.cpf, type: { id: l.type.id, description: l.type.id === 1 ? 'MORTGAGE' : 'NON_MORTGAGE' }, liabilityId: null })),
          'the loan repayments',
        );
      },
    });
    fuzzForbiddenText({ ...call, valid: () => nonEmpty(loanRepaymentsBody(), 'loanRepayments'), fields: ['loanRepayments.0.name'] });
  });

  const ownedItems: ReadonlyArray<{ path: '/investment' | '/liability'; list: string; answer: string; body: () => fc.Arbitrary<Item>; partial: () => fc.Arbitrary<Item> }> = [
    { path: '/investment', list: 'investments', answer: 'data', body: monthlyInvestmentBody, partial: () => partialOf(monthlyInvestmentBody(), 'amount', 'ccy') },
    { path: '/liability', list: 'liabilities', answer: 'liability', body: liabilityBody, partial: () => partialOf(liabilityBody(), 'amount', 'ccy') },
  ];
  for (const owned of ownedItems) {
    describe(`POST ${owned.path}`, () => {
      let client: TestClient;
      before(async () => {
        client = await newResident(t, 'consented');
      });
      const call = { method: 'POST' as const, path: () => `/api/v1${owned.path}`, client: () => client };
      fuzzWrites({
        ...call,
        valid: owned.body,
        readBack: async (sent: Item, res) => {
          const answered = res.body[owned.answer] as Item;
          const stored = ((await finances(client))[owned.list] as Item[]).find((item) => item.id === answered.id);
          expect(stored, 'GET /finances has the item POST answered').to.deep.equal(answered);
          const { id: _id, ...fields } = stored!;
          expectStored(fields, Object.fromEntries(Object.keys(fields).map((key) => [key, sent[key]])), `the ${owned.path.slice(1)}`);
          // Keeps the list under its limit of 50.
          expect((await client.delete(`/api/v1${owned.path}/${answered.id}`)).status).to.equal(200);
        },
      });
      fuzzForbiddenText({ ...call, valid: owned.body, fields: ['name'] });
    });

    describe(`PATCH ${owned.path}/{id}`, () => {
      let client: TestClient;
      let id = '';
      let before_: Item = {};
      before(async () => {
        client = await newResident(t, 'consented');
      });
      const call = {
        method: 'PATCH' as const,
        path: () => `/api/v1${owned.path}/${id}`,
        client: () => client,
        // A fresh item for every run, so each change starts from a known record.
        beforeRun: async () => {
          if (id) await client.delete(`/api/v1${owned.path}/${id}`);
          const body = owned.path === '/investment' ? { name: 'Fuzz', amount: 1_000, ccy: 'SGD', assetType: 'STOCK' } : { name: 'Fuzz', amount: 1_000, ccy: 'SGD', category: 'MORTGAGE' };
          const created = await client.post(`/api/v1${owned.path}`, body);
          expect(created.status, created.text).to.equal(200);
          before_ = created.body[owned.answer] as Item;
          id = before_.id as string;
        },
      };
      fuzzWrites({
        ...call,
        valid: owned.partial,
        readBack: async (sent: Item, res) => {
          const stored = ((await finances(client))[owned.list] as Item[]).find((item) => item.id === id);
          expect(stored, 'GET /finances has the item PATCH answered').to.deep.equal(res.body[owned.answer]);
          expectStored(stored, { ...before_, ...Object.fromEntries(Object.keys(before_).filter((k) => k in sent).map((k) => [k, sent[k]])) }, `the changed ${owned.path.slice(1)}`);
        },
      });
      fuzzForbiddenText({ ...call, valid: () => fc.constant({ name: 'x' }), fields: ['name'] });
      fuzzForeignIds({ method: 'PATCH', path: (foreign) => `/api/v1${owned.path}/${inPath(foreign)}`, client: () => client, body: () => owned.partial().map((json) => ({ json })), ids: hostileId });
    });

    describe(`DELETE ${owned.path}/{id}`, () => {
      let client: TestClient;
      before(async () => {
        client = await newResident(t, 'consented');
      });
      property(
        'the resident’s own item, whatever body comes along: answers { id } and GET /finances no longer has it (or a 4xx with the contract)',
        ignoredBodies,
        async (payload) => {
          const created = await client.post(`/api/v1${owned.path}`, owned.path === '/investment' ? { name: 'Fuzz', amount: 1, ccy: 'SGD', assetType: 'BOND' } : { name: 'Fuzz', amount: 1, ccy: 'SGD', category: 'NON_MORTGAGE' });
          const id = created.body[owned.answer].id as string;
          const res = await send(client, 'DELETE', `/api/v1${owned.path}/${id}`, payload);
          const left = ((await finances(client))[owned.list] as Item[]).map((item) => item.id);
          if (isSuccess(res)) {
            expect(res.body).to.deep.equal({ id });
            expect(left).to.not.include(id);
          } else {
            expect(left).to.include(id);
            await client.delete(`/api/v1${owned.path}/${id}`);
          }
        },
        fewerRuns(2),
      );
      fuzzForeignIds({ method: 'DELETE', path: (foreign) => `/api/v1${owned.path}/${inPath(foreign)}`, client: () => client, body: () => fc.constant<Payload>({ none: true }), ids: hostileId });
    });
  }

  describe('POST /target-monthly-savings', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    const call = { method: 'POST' as const, path: () => '/api/v1/target-monthly-savings', client: () => client };
    fuzzWrites({
      ...call,
      valid: targetMonthlySavingsBody,
      readBack: async (sent: Item) => {
        expectStored(
          (await finances(client)).targetMonthlySavings,
          { targetMonthlySavings: sent.targetMonthlySavings, enteredDate: sent.enteredDate, dayOfTransfer: sent.dayOfTransfer ?? null, automaticTransferStatus: sent.automaticTransferStatus ?? null },
          'the target monthly savings',
        );
      },
    });
    property(
      'a negative monthly saving (e.g. -200) is refused with a 400 on targetMonthlySavings, never stored as its opposite',
      () => fc.tuple(targetMonthlySavingsBody(), fc.integer({ min: -30_000_000_000_000, max: -1 })),
      async ([body, negative]) => {
        const before = (await finances(client)).targetMonthlySavings;
        const res = await send(client, 'POST', '/api/v1/target-monthly-savings', { json: { ...body, targetMonthlySavings: negative } });
        expect(res.status, res.text).to.equal(400);
        expect((res.body.details as Item[]).map((d) => d.field)).to.include('targetMonthlySavings');
        expectStored((await finances(client)).targetMonthlySavings, before, 'the monthly savings after a refusal');
      },
      fewerRuns(2),
    );
    fuzzDatesOutsideRange({ ...call, valid: targetMonthlySavingsBody, fields: ['enteredDate'] });
  });

  describe('PUT /total-budget', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    fuzzWrites({
      method: 'PUT',
      path: () => '/api/v1/total-budget',
      client: () => client,
      valid: totalBudgetBody,
      readBack: async (sent: Item) => {
        expectStored((await finances(client)).totalBudget, { amount: sent.amount }, 'the total budget');
      },
    });
  });

  describe('PATCH /asset/cpf', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    fuzzWrites({
      method: 'PATCH',
      path: () => '/api/v1/asset/cpf',
      client: () => client,
      valid: cpfBody,
      readBack: async (sent: Item, res) => {
        const stored = (await finances(client)).cpfAsset as Item;
        expect(stored, 'GET /finances has what PATCH answered').to.deep.equal(res.body.cpfAsset);
        // Under 55 the RA is left out of every answer (docs/api.md).
        expectStored({ oa: stored.oa, sa: stored.sa, ma: stored.ma, ra: stored.ra }, { oa: sent.oa, sa: sent.sa, ma: sent.ma, ra: undefined }, 'the CPF balances');
      },
    });
  });

  describe('POST /asset/{kind}', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    for (const path of ASSET_KIND_PATHS) {
      const kind = ASSET_KINDS[path];
      describe(path, () => {
        const call = { method: 'POST' as const, path: () => `/api/v1/asset/${path}`, client: () => client };
        fuzzWrites({
          ...call,
          valid: () => assetBody(kind),
          runs: fewerRuns(3),
          readBack: async (sent: Item, res) => {
            const answered = res.body[`${kind}Asset`] as Item;
            const stored = ((await finances(client))[`${kind}Assets`] as Item[]).find((a) => a.id === answered.id)!;
            expect(stored, 'GET /finances has the asset POST answered').to.deep.equal(answered);
            expectStored(withoutServerFields(stored), assetAsStored(kind, sent), `the ${path} asset`);
            expect((await client.delete(`/api/v1/asset/${path}/${answered.id}`)).status).to.equal(200);
          },
        });
      });
    }
    fuzzForbiddenText({
      method: 'POST',
      path: () => '/api/v1/asset/insurance',
      client: () => client,
      valid: () => assetBody('insurance').map((body) => ({ ...body, insurance: { insurer: 'AIA' } })),
      fields: ['name', 'insurance.insurer'],
    });
    property(
      'kinds that are not one of the eleven (cpf, unknown, odd text): 404 CASHFLOW.UNKNOWN_ASSET_KIND before the body is looked at',
      () => fc.tuple(fc.oneof(fc.constantFrom('cpf', 'CASH-BALANCE', 'cashBalance', 'gold ', 'assets', '__proto__', 'constructor', 'toString', 'hasOwnProperty'), hostileId()), hostilePayload(assetBody('stock'))),
      async ([kindPath, payload]) => {
        fc.pre(!Object.hasOwn(ASSET_KINDS, kindPath));
        const res = await send(client, 'POST', `/api/v1/asset/${inPath(kindPath)}`, payload);
        expect(res.status, res.text).to.be.within(400, 499);
        if (res.status === 404 && res.body.code !== 'REQUEST.NOT_FOUND') expect(res.body.code).to.equal('CASHFLOW.UNKNOWN_ASSET_KIND');
      },
    );
  });

  describe('PATCH /asset/{kind}/{id}', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    for (const path of ['stock', 'gold', 'insurance', 'cash-savings'] as const satisfies readonly AssetKindPath[]) {
      const kind = ASSET_KINDS[path];
      describe(path, () => {
        let id = '';
        let before_: Item = {};
        const call = {
          method: 'PATCH' as const,
          path: () => `/api/v1/asset/${path}/${id}`,
          client: () => client,
          beforeRun: async () => {
            if (id) await client.delete(`/api/v1/asset/${path}/${id}`);
            const created = await client.post(`/api/v1/asset/${path}`, { name: 'Fuzz', currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', totalValueAmount: 10_000 });
            expect(created.status, created.text).to.equal(200);
            before_ = created.body[`${kind}Asset`] as Item;
            id = before_.id as string;
          },
        };
        fuzzWrites({
          ...call,
          valid: () => assetChange(kind),
          runs: fewerRuns(2),
          readBack: async (sent: Item, res) => {
            const stored = ((await finances(client))[`${kind}Assets`] as Item[]).find((a) => a.id === id)!;
            expect(stored, 'GET /finances has the asset PATCH answered').to.deep.equal(res.body[`${kind}Asset`]);
            const expected = { ...withoutServerFields(before_), ...Object.fromEntries(Object.keys(before_).filter((k) => k in sent && k !== 'insurance').map((k) => [k, sent[k]])) };
            // insurance merges field by field; null clears it (docs/api.md).
            if ('insurance' in sent) expected.insurance = sent.insurance === null ? NO_POLICY_DETAILS : { ...before_.insurance, ...policyDetailsSent(sent.insurance) };
            expectStored(withoutServerFields(stored), expected, `the changed ${path} asset`);
          },
        });
        fuzzForeignIds({ method: 'PATCH', path: (foreign) => `/api/v1/asset/${path}/${inPath(foreign)}`, client: () => client, body: () => assetChange(kind).map((json) => ({ json })), ids: hostileId, runs: fewerRuns(2) });
      });
    }
  });

  describe('DELETE /asset/{kind}/{id}', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    property(
      'the resident’s own asset of that kind: answers { id } and it is gone; of another kind: a 404 and it stays',
      () => fc.tuple(fc.constantFrom(...ASSET_KIND_PATHS), fc.constantFrom(...ASSET_KIND_PATHS), ignoredBodies()),
      async ([kindPath, askedPath, payload]) => {
        const home = kindPath === 'property' ? { property: { propertyType: 'LANDED', ownershipShare: 100, valuationDate: '2026-01-01' } } : {};
        const created = await client.post(`/api/v1/asset/${kindPath}`, { name: 'Fuzz', currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', totalValueAmount: 1, ...home });
        expect(created.status, created.text).to.equal(200);
        const id = created.body[`${ASSET_KINDS[kindPath]}Asset`].id as string;
        const res = await send(client, 'DELETE', `/api/v1/asset/${askedPath}/${id}`, payload);
        const left = ((await finances(client))[`${ASSET_KINDS[kindPath]}Assets`] as Item[]).map((a) => a.id);
        if (kindPath !== askedPath) {
          expect(res.status, res.text).to.equal(404);
          expect(left).to.include(id);
        }
        if (isSuccess(res)) {
          expect(res.body).to.deep.equal({ id });
          expect(left).to.not.include(id);
        } else if (left.includes(id)) expect((await client.delete(`/api/v1/asset/${kindPath}/${id}`)).status).to.equal(200);
      },
      fewerRuns(2),
    );
    fuzzForeignIds({
      method: 'DELETE',
      path: (foreign) => `/api/v1/asset/${inPath(foreign.length % 2 === 0 ? 'stock' : foreign)}/${inPath(foreign)}`,
      client: () => client,
      body: () => fc.constant<Payload>({ none: true }),
      ids: hostileId,
    });
  });
});
