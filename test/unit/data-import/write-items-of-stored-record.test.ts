import { expect } from 'chai';
import type { ImportedItems } from '../../../src/cashflow-wealth/public.js';
import { writeItemsOfStoredRecord } from '../../../src/data-import/application/write-items-of-stored-record.js';

/** An import record reduced to what matters here: a version that its one income's name carries into the items. */
type Rec = { version: number };
const itemsOf = (record: Rec): ImportedItems => ({
  incomes: [{ name: `v${record.version}`, grossIncome: 1, netIncome: null, incomeCurrency: 'SGD', type: 'EMPLOYMENT', sourceName: 'Myinfo', sourceRef: 'noa', asOf: '2026-11-24' }] as ImportedItems['incomes'],
  liabilities: [],
  loanRepayments: [],
  assets: [],
  cpf: null,
});

describe('writeItemsOfStoredRecord', () => {
  it('writes the stored record once when nobody writes it meanwhile', async () => {
    const written: string[] = [];
    const done = await writeItemsOfStoredRecord('u', 'MYINFO', async () => ({ version: 1 }), itemsOf, async (_u, _s, items) => {
      written.push(items.incomes[0]!.name);
      return { cpfKept: false };
    });
    expect(written).to.deep.equal(['v1']);
    expect(done).to.deep.equal({ record: { version: 1 }, cpfKept: false });
  });

  it('two writers finishing in the other order: the items last written are those of the record stored last', async () => {
    // The interleaving the two transactions allow: A stores v1 and reads it; B stores v2, reads it and writes its
    // items; only then do A's (older) items land.
    let stored: Rec = { version: 1 };
    let items = '';
    let releaseA: () => void = () => undefined;
    const aMayWrite = new Promise<void>((resolve) => (releaseA = resolve));
    let aWrites = 0;
    const writerA = writeItemsOfStoredRecord('u', 'MYINFO', async () => stored, itemsOf, async (_u, _s, written) => {
      if (aWrites++ === 0) await aMayWrite;
      items = written.incomes[0]!.name;
      return { cpfKept: false };
    });
    stored = { version: 2 };
    await writeItemsOfStoredRecord('u', 'MYINFO', async () => stored, itemsOf, async (_u, _s, written) => {
      items = written.incomes[0]!.name;
      return { cpfKept: false };
    });
    releaseA();
    await writerA;
    expect(items).to.equal('v2');
    expect(aWrites, 'A wrote again, from the record it read back').to.equal(2);
  });

  it('writes nothing without a record', async () => {
    let calls = 0;
    const done = await writeItemsOfStoredRecord<Rec>('u', 'BANK', async () => null, itemsOf, async () => {
      calls += 1;
      return { cpfKept: false };
    });
    expect([done, calls]).to.deep.equal([null, 0]);
  });
});
