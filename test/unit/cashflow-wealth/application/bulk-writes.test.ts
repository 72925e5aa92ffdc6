import { expect } from 'chai';
import { CreateAsset } from '../../../../src/cashflow-wealth/application/create-asset.js';
import { CreateOwnedItem } from '../../../../src/cashflow-wealth/application/create-owned-item.js';
import type { RecordFinancesSnapshot } from '../../../../src/cashflow-wealth/application/record-finances-snapshot.js';
import type { AssetDraft, AssetFields, AssetKind } from '../../../../src/cashflow-wealth/domain/asset.js';
import { liabilityRules, type Liability } from '../../../../src/cashflow-wealth/domain/liability.js';
import type { AssetRepository } from '../../../../src/cashflow-wealth/ports/asset-repository.js';
import type { FxRateRepository } from '../../../../src/cashflow-wealth/ports/fx-rate-repository.js';
import type { LiabilityRepository, OwnedItemRepository } from '../../../../src/cashflow-wealth/ports/owned-item-repository.js';
import { ManualClock } from '../../../../src/shared-kernel/clock.js';
import { DomainError } from '../../../../src/shared-kernel/errors.js';

const rates: FxRateRepository = { latestPerCurrency: async () => [] } as unknown as FxRateRepository;
const snapshots = { count: 0 };
const snapshot = { execute: async () => void (snapshots.count += 1) } as unknown as RecordFinancesSnapshot;
const refusalOf = async (work: Promise<unknown>): Promise<DomainError> => work.then(() => expect.fail('should refuse'), (error: DomainError) => error);

const cash = (name: string): AssetDraft => ({ name, totalValueAmount: 100_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null }) as AssetDraft;

describe('cashflow-wealth: several items in one write, under the single call\'s rules (docs/decisions.md "Every list has a cap")', () => {
  it('CreateAsset.executeMany: one statement for the list; the cap counts each kind\'s stored assets and those before it', async () => {
    let inserted: Array<{ kind: AssetKind; fields: AssetFields }> = [];
    const stored = new Map<AssetKind, number>([['cashSavings', 98]]);
    const assets = {
      createMany: async (_u: string, _at: Date, items: Array<{ kind: AssetKind; fields: AssetFields }>, check: (byKind: ReadonlyMap<AssetKind, number>) => void) => {
        check(stored);
        inserted = items;
        return items.map((item, i) => ({ id: `a-${i}`, ...item.fields, kind: item.kind, lastUpdatedAt: new Date() }));
      },
    } as unknown as AssetRepository;
    const liabilities = { listForUser: async () => [] } as unknown as LiabilityRepository;
    const useCase = new CreateAsset(assets, rates, new ManualClock('2026-11-26T02:00:00.000Z'), snapshot, liabilities);
    snapshots.count = 0;
    const two = await useCase.executeMany('u1', [{ kind: 'cashSavings', draft: cash('A') }, { kind: 'cashSavings', draft: cash('B') }, { kind: 'stock', draft: cash('C') }]);
    expect(two.map((a) => a.name)).to.deep.equal(['A', 'B', 'C']);
    expect(snapshots.count, 'one snapshot for the list').to.equal(1);
    const error = await refusalOf(useCase.executeMany('u1', [{ kind: 'stock', draft: cash('S') }, { kind: 'cashSavings', draft: cash('A') }, { kind: 'cashSavings', draft: cash('B') }, { kind: 'cashSavings', draft: cash('C') }]));
    expect(error.code).to.equal('CASHFLOW.TOO_MANY_ASSETS');
    expect(error.details).to.deep.equal([{ field: 'assets.3', message: error.message }]);
    expect(inserted).to.have.length(3);
    const bad = await refusalOf(useCase.executeMany('u1', [{ kind: 'cashSavings', draft: cash('Fine') }, { kind: 'cashSavings', draft: { ...cash('Bad'), investmentSource: 'SRS' } as AssetDraft }]));
    expect(bad.details![0]).to.deep.include({ field: 'assets.1.investmentSource' });
  });

  it('a home may secure only one of the resident\'s own liabilities, named by its place', async () => {
    const assets = { createMany: async () => [] } as unknown as AssetRepository;
    const liabilities = { listForUser: async () => [{ id: 'mine' }] } as unknown as LiabilityRepository;
    const useCase = new CreateAsset(assets, rates, new ManualClock('2026-11-26T02:00:00.000Z'), snapshot, liabilities);
    const home = (id: string) => ({ ...cash('Flat'), property: { propertyType: 'HDB', hdbFlatType: '4_ROOM', address: null, ownershipShare: 100, valuationDate: '2026-06-01', securedLiabilityId: id } }) as unknown as AssetDraft;
    await useCase.executeMany('u1', [{ kind: 'property', draft: home('mine') }]);
    const error = await refusalOf(useCase.executeMany('u1', [{ kind: 'property', draft: home('mine') }, { kind: 'property', draft: home('theirs') }]));
    expect(error.details![0]!.field).to.equal('assets.1.property.securedLiabilityId');
  });

  it('CreateOwnedItem.executeMany: the cap counts the stored items and those before each one', async () => {
    const repository = {
      createMany: async (_u: string, decide: (stored: number) => unknown[]) => decide(48).map((item, i) => ({ id: `l-${i}`, ...(item as object) })),
    } as unknown as OwnedItemRepository<Liability>;
    const useCase = new CreateOwnedItem<Liability>(repository, rates, liabilityRules, snapshot);
    const item = (name: string) => ({ name, amount: 100_000, ccy: 'SGD', category: 'NON_MORTGAGE' }) as Omit<Liability, 'id'>;
    expect(await useCase.executeMany('u1', [item('A'), item('B')])).to.have.length(2);
    const error = await refusalOf(useCase.executeMany('u1', [item('A'), item('B'), item('C')]));
    expect(error.code).to.equal('CASHFLOW.TOO_MANY_LIABILITIES');
    expect(error.details).to.deep.equal([{ field: 'items.2', message: error.message }]);
  });

  describe('one item is the list of one: the same rules, its fields named as POST sends them (no list place)', () => {
    const storedAssets = (byKind: ReadonlyMap<AssetKind, number>) =>
      ({
        createMany: async (_u: string, _at: Date, items: Array<{ kind: AssetKind; fields: AssetFields }>, check: (stored: ReadonlyMap<AssetKind, number>) => void) => {
          check(byKind);
          return items.map((item, i) => ({ id: `a-${i}`, ...item.fields, kind: item.kind, lastUpdatedAt: new Date() }));
        },
      }) as unknown as AssetRepository;

    it('CreateAsset.execute: a bad field, a liability not the resident\'s, the cap of its kind', async () => {
      const liabilities = { listForUser: async () => [{ id: 'mine' }] } as unknown as LiabilityRepository;
      const useCase = new CreateAsset(storedAssets(new Map([['bond', 100]])), rates, new ManualClock('2026-11-26T02:00:00.000Z'), snapshot, liabilities);
      expect((await useCase.execute('u1', 'stock', cash('S'))).name).to.equal('S');
      const bad = await refusalOf(useCase.execute('u1', 'cashSavings', { ...cash('Bad'), investmentSource: 'SRS' } as AssetDraft));
      expect([bad.code, bad.kind, bad.details![0]!.field]).to.deep.equal(['VALIDATION.FAILED', 'validation', 'investmentSource']);
      const home = { ...cash('Flat'), property: { propertyType: 'HDB', hdbFlatType: '4_ROOM', address: null, ownershipShare: 100, valuationDate: '2026-06-01', securedLiabilityId: 'theirs' } } as unknown as AssetDraft;
      const theirs = await refusalOf(useCase.execute('u1', 'property', home));
      expect(theirs.details).to.deep.equal([{ field: 'property.securedLiabilityId', message: 'Choose one of your liabilities' }]);
      const full = await refusalOf(useCase.execute('u1', 'bond', cash('B')));
      expect([full.code, full.kind, full.details]).to.deep.equal(['CASHFLOW.TOO_MANY_ASSETS', 'business-rule', undefined]);
    });

    it('CreateAsset.executeMany: a liability not the resident\'s is a 400 on the item\'s place, as before', async () => {
      const liabilities = { listForUser: async () => [{ id: 'mine' }] } as unknown as LiabilityRepository;
      const useCase = new CreateAsset(storedAssets(new Map()), rates, new ManualClock('2026-11-26T02:00:00.000Z'), snapshot, liabilities);
      const home = { ...cash('Flat'), property: { propertyType: 'HDB', hdbFlatType: '4_ROOM', address: null, ownershipShare: 100, valuationDate: '2026-06-01', securedLiabilityId: 'theirs' } } as unknown as AssetDraft;
      const error = await refusalOf(useCase.executeMany('u1', [{ kind: 'stock', draft: cash('S') }, { kind: 'property', draft: home }]));
      expect([error.code, error.kind, error.message]).to.deep.equal(['VALIDATION.FAILED', 'validation', 'Some fields need your attention.']);
      expect(error.details).to.deep.equal([{ field: 'assets.1.property.securedLiabilityId', message: 'Choose one of your liabilities' }]);
    });

    it('CreateOwnedItem.execute: a bad field by its own name; the cap with no field', async () => {
      let stored = 0;
      const repository = {
        createMany: async (_u: string, decide: (count: number) => unknown[]) => decide(stored).map((item, i) => ({ id: `l-${i}`, ...(item as object) })),
      } as unknown as OwnedItemRepository<Liability>;
      const useCase = new CreateOwnedItem<Liability>(repository, rates, liabilityRules, snapshot);
      const item = { name: 'Loan', amount: 100_000, ccy: 'SGD', category: 'NON_MORTGAGE' } as Omit<Liability, 'id'>;
      expect(await useCase.execute('u1', item)).to.deep.include({ id: 'l-0', name: 'Loan' });
      const bad = await refusalOf(useCase.execute('u1', { ...item, amount: -1 } as Omit<Liability, 'id'>));
      expect(bad.code).to.equal('VALIDATION.FAILED');
      expect(bad.details![0]!.field).to.equal('amount');
      stored = 50;
      const full = await refusalOf(useCase.execute('u1', item));
      expect([full.code, full.details]).to.deep.equal(['CASHFLOW.TOO_MANY_LIABILITIES', undefined]);
    });
  });
});
