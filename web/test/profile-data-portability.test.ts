/// <reference types="mocha" />
import { expect } from 'chai';
import { flowResult } from 'mobx';
import type { ImportResponse } from '../../src/data-import/adapters/http/portability.contract.js';
import { ApiError } from '../src/app/api-client';
import type { DataPortabilityApi } from '../src/profile/data-portability.api';
import { changedRows, DataPortabilityStore, MAX_IMPORT_FILE_BYTES, NOT_JSON, parseExportFile, TOO_LARGE } from '../src/profile/data-portability-store';

const PREVIEW: ImportResponse = {
  applied: false,
  rows: [
    { list: 'incomes', label: 'Income', added: 2, replaced: 1, names: ['Salary', 'Bonus'] },
    { list: 'expenses', label: 'Expenses', added: 0, replaced: 0, names: [] },
    { list: 'goals', label: 'Savings targets', added: 0, replaced: 2, names: [] },
    { list: 'investingGuideSteps', label: 'Investing guide steps', added: 0, replaced: 0, names: [] },
    { list: 'insurancePolicies', label: 'Insurance policies', added: 1, replaced: 0, names: ['Term life'] },
  ],
  skipped: [{ list: 'incomes', name: 'Employment income', reason: 'Not restored: Myinfo and bank data are fetched again with your consent' }],
  adjusted: [],
};

function harness(overrides: Partial<DataPortabilityApi> = {}) {
  const calls: string[] = [];
  const api: DataPortabilityApi = {
    previewImport: async () => (calls.push('preview'), PREVIEW),
    applyImport: async () => (calls.push('apply'), { ...PREVIEW, applied: true }),
    ...overrides,
  };
  return { store: new DataPortabilityStore(api), calls };
}

describe('Profile "Your data": bringing an export back (docs/decisions.md "Export and import of one\'s data")', () => {
  it('reads the file as JSON; refuses text that is not JSON and a file over 2 MB before asking the server', () => {
    expect(parseExportFile('{"schemaVersion":1}', 20)).to.deep.equal({ doc: { schemaVersion: 1 } });
    expect(parseExportFile('name,amount\nSalary,1', 20)).to.deep.equal({ error: NOT_JSON });
    expect(parseExportFile('{}', MAX_IMPORT_FILE_BYTES + 1)).to.deep.equal({ error: TOO_LARGE });
  });

  it('shows only the lists the import changes', () => {
    expect(changedRows(PREVIEW).map((r) => r.list)).to.deep.equal(['incomes', 'goals', 'insurancePolicies']);
  });

  it('previews first and applies only on confirmation', async () => {
    const { store, calls } = harness();
    await flowResult(store.choose('mymoneyplan-export-2026-11-26.json', '{"schemaVersion":1}', 20));
    expect(store.phase).to.equal('previewed');
    expect(calls).to.deep.equal(['preview']);
    await flowResult(store.confirm());
    expect(store.phase).to.equal('done');
    expect(calls).to.deep.equal(['preview', 'apply']);
  });

  it('a file that is not JSON never reaches the server', async () => {
    const { store, calls } = harness();
    await flowResult(store.choose('notes.txt', 'hello', 5));
    expect(store.error).to.equal(NOT_JSON);
    expect(store.phase).to.equal('idle');
    expect(calls).to.deep.equal([]);
  });

  it('shows the server\'s message for a refused file (it names the item), and keeps the preview when applying is refused', async () => {
    const refused = new ApiError(400, 'This file was made by a newer version of MyMoneyPlan (version 2). ...');
    const { store } = harness({ previewImport: () => Promise.reject(refused) });
    await flowResult(store.choose('f.json', '{}', 2));
    expect(store.error).to.equal(refused.message);
    const second = harness({ applyImport: () => Promise.reject(new ApiError(400, 'Savings targets item 1 ("Holiday"): ... Nothing was changed.')) });
    await flowResult(second.store.choose('f.json', '{}', 2));
    await flowResult(second.store.confirm());
    expect(second.store.phase).to.equal('previewed');
    expect(second.store.error).to.match(/^Savings targets item 1/);
  });

  it('a server failure (5xx or no answer) says nothing changed and to try again', async () => {
    const { store } = harness({ previewImport: () => Promise.reject(new ApiError(503, 'down')) });
    await flowResult(store.choose('f.json', '{}', 2));
    expect(store.error).to.equal('We could not read your file just now. Nothing was changed. Please try again in a moment.');
  });
});
