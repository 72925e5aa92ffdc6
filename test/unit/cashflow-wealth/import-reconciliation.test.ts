import { expect } from 'chai';
import {
  asOfDay,
  matchStrength,
  namesInstitution,
  planImport,
  similarNames,
  staleDuplicateDebts,
  type ImportedDebt,
  type ImportedItem,
  type TypedItem,
} from '../../../src/cashflow-wealth/domain/import-reconciliation.js';

const typed = (over: Partial<TypedItem>): TypedItem => ({ id: 't1', list: 'incomes', kind: 'EMPLOYMENT', name: 'Salary', ...over });
const imported = (over: Partial<ImportedItem>): ImportedItem => ({ list: 'incomes', kind: 'EMPLOYMENT', name: 'Employment (tax assessment 2019)', sourceRef: 'noa:EMPLOYMENT', sourceName: 'Myinfo', ...over });

describe('Imports reconcile with what the resident typed: matching', () => {
  describe('names', () => {
    it('are alike when every meaningful word of the shorter is in the longer, or half their words are shared', () => {
      expect(similarNames('Multiplier', 'Multiplier 4321')).to.equal(true);
      expect(similarNames('SPDR STI ETF', 'STI ETF')).to.equal(true);
      expect(similarNames('SG1M31001969 Singtel', 'SINGTEL')).to.equal(true);
    });
    it('are not alike when they share only words that say what kind of thing they are, or nothing', () => {
      expect(similarNames('My savings account', 'OCBC savings account')).to.equal(false);
      expect(similarNames('Salary', 'Employment (tax assessment 2019)')).to.equal(false);
      expect(similarNames('Loan', 'Home loan')).to.equal(false);
    });
    it('name an institution by its name or a usual alias, as a whole word', () => {
      expect(namesInstitution('DBS car loan', 'DBS Bank')).to.equal(true);
      expect(namesInstitution('POSB everyday', 'DBS Bank')).to.equal(true);
      expect(namesInstitution('Stanchart time deposit', 'Standard Chartered Bank')).to.equal(true);
      expect(namesInstitution('My shares at CDP', 'The Central Depository (CDP)')).to.equal(true);
      expect(namesInstitution('Dbsx fund', 'DBS Bank')).to.equal(false);
      expect(namesInstitution('OCBC 360', 'DBS Bank')).to.equal(false);
    });
  });

  describe('typed income against imported income', () => {
    it('matches the same type whatever either side is called (a typed salary and the tax assessment’s employment income)', () => {
      expect(matchStrength(imported({}), typed({}))).to.be.greaterThan(0);
    });
    it('does not match another type, even with a similar name', () => {
      expect(matchStrength(imported({ kind: 'RENT', name: 'Rent (tax assessment 2019)' }), typed({ name: 'Salary' }))).to.equal(0);
    });
    it('matches OTHERS only by a similar name', () => {
      expect(matchStrength(imported({ kind: 'OTHERS', name: 'Tutoring' }), typed({ kind: 'OTHERS', name: 'Allowance' }))).to.equal(0);
      expect(matchStrength(imported({ kind: 'OTHERS', name: 'Tutoring fees' }), typed({ kind: 'OTHERS', name: 'Tutoring' }))).to.be.greaterThan(0);
    });
  });

  describe('housing loans', () => {
    const hdb = (over: Partial<ImportedItem> = {}) => imported({ list: 'loanRepayments', kind: 'MORTGAGE', name: 'HDB loan: 10 Punggol Walk #05-12', sourceRef: 'hdb:1', ...over });
    it('matches any imported HDB loan against a typed housing loan (MORTGAGE), whatever the typed one is called', () => {
      expect(matchStrength(hdb(), typed({ list: 'loanRepayments', kind: 'MORTGAGE', name: 'Flat loan' }))).to.be.greaterThan(0);
      expect(matchStrength(hdb({ list: 'liabilities' }), typed({ list: 'liabilities', kind: 'MORTGAGE', name: 'Housing' }))).to.be.greaterThan(0);
    });
    it('matches a typed HDB loan more strongly than a typed housing loan not said to be HDB', () => {
      expect(matchStrength(hdb(), typed({ list: 'loanRepayments', kind: 'MORTGAGE', name: 'My HDB loan' }))).to.be.greaterThan(
        matchStrength(hdb(), typed({ list: 'loanRepayments', kind: 'MORTGAGE', name: 'Flat loan' })),
      );
    });
    it('does not match a typed loan of the other kind, or one naming another bank', () => {
      expect(matchStrength(hdb(), typed({ list: 'loanRepayments', kind: 'NON_MORTGAGE', name: 'Car loan' }))).to.equal(0);
      expect(matchStrength(hdb(), typed({ list: 'loanRepayments', kind: 'MORTGAGE', name: 'OCBC home loan' }))).to.equal(0);
    });
    it('matches a bank loan against a typed loan of the same kind naming the same bank', () => {
      const car = imported({ list: 'loanRepayments', kind: 'NON_MORTGAGE', name: 'Car Loan 1234', sourceName: 'Maybank', sourceRef: 'loan-car' });
      expect(matchStrength(car, typed({ list: 'loanRepayments', kind: 'NON_MORTGAGE', name: 'Maybank instalment' }))).to.be.greaterThan(0);
      expect(matchStrength(car, typed({ list: 'loanRepayments', kind: 'NON_MORTGAGE', name: 'Study' }))).to.equal(0);
    });
    it('never matches across lists (an instalment against an amount owed)', () => {
      expect(matchStrength(hdb(), typed({ list: 'liabilities', kind: 'MORTGAGE', name: 'HDB loan' }))).to.equal(0);
    });
  });

  describe('accounts and holdings', () => {
    const account = (over: Partial<ImportedItem> = {}) => imported({ list: 'assets', kind: 'cashSavings', name: 'Multiplier 4321', sourceName: 'DBS Bank', sourceRef: 'casa-1', ...over });
    it('match the same kind at the same institution, or with a similar name', () => {
      expect(matchStrength(account(), typed({ list: 'assets', kind: 'cashSavings', name: 'DBS savings' }))).to.be.greaterThan(0);
      expect(matchStrength(account(), typed({ list: 'assets', kind: 'cashSavings', name: 'Multiplier' }))).to.be.greaterThan(0);
      expect(matchStrength(account({ kind: 'stock', name: 'SINGTEL', sourceName: 'The Central Depository (CDP)' }), typed({ list: 'assets', kind: 'stock', name: 'Singtel shares' }))).to.be.greaterThan(0);
    });
    it('match an imported HDB flat against the home the resident typed, whatever they called it', () => {
      const flat = account({ kind: 'property', name: '4-room HDB flat', sourceName: 'Myinfo', sourceRef: 'hdb:1' });
      expect(matchStrength(flat, typed({ list: 'assets', kind: 'property', name: 'Our home in Punggol' }))).to.be.greaterThan(0);
      expect(matchStrength(flat, typed({ list: 'assets', kind: 'cashSavings', name: 'HDB flat fund' }))).to.equal(0);
    });
    it('do not match another kind, or another institution’s account of the same kind', () => {
      expect(matchStrength(account(), typed({ list: 'assets', kind: 'fixedDeposit', name: 'DBS savings' }))).to.equal(0);
      expect(matchStrength(account(), typed({ list: 'assets', kind: 'cashSavings', name: 'OCBC 360' }))).to.equal(0);
    });
  });

  describe('planning an import', () => {
    const salary = typed({ id: 'salary' });
    it('writes an item with no match, and asks about a matched one instead of writing it', () => {
      const steps = planImport([imported({}), imported({ kind: 'RENT', name: 'Rent (tax assessment 2019)', sourceRef: 'noa:RENT' })], [salary], []);
      expect(steps.map((s) => s.action)).to.deep.equal(['ask', 'write']);
      expect(steps[0]).to.include({ typedItemId: 'salary' });
    });
    it('applies an earlier answer for the same imported item and typed item', () => {
      const answer = (choice: 'KEEP_MINE' | 'USE_IMPORTED' | 'KEEP_BOTH') => planImport([imported({})], [salary], [{ list: 'incomes', sourceRef: 'noa:EMPLOYMENT', typedItemId: 'salary', choice }])[0]!.action;
      expect(answer('KEEP_MINE')).to.equal('keep-mine');
      expect(answer('USE_IMPORTED')).to.equal('replace');
      expect(answer('KEEP_BOTH')).to.equal('write');
    });
    it('asks again when the typed item the answer was about is gone and another matches', () => {
      const other = typed({ id: 'new-salary', name: 'Pay' });
      const steps = planImport([imported({})], [other], [{ list: 'incomes', sourceRef: 'noa:EMPLOYMENT', typedItemId: 'salary', choice: 'KEEP_MINE' }]);
      expect(steps[0]).to.deep.include({ action: 'ask', typedItemId: 'new-salary' });
    });
    it('pairs one typed item with one imported item at most: a second account is written, not hidden behind it', () => {
      const two = [imported({ list: 'assets', kind: 'cashSavings', name: 'Multiplier 1', sourceName: 'DBS Bank', sourceRef: 'a' }), imported({ list: 'assets', kind: 'cashSavings', name: 'eSavings 2', sourceName: 'DBS Bank', sourceRef: 'b' })];
      const steps = planImport(two, [typed({ id: 'dbs', list: 'assets', kind: 'cashSavings', name: 'DBS savings' })], []);
      expect(steps.map((s) => s.action)).to.deep.equal(['ask', 'write']);
    });
    it('pairs each imported item with its strongest match', () => {
      const loans = [typed({ id: 'flat', list: 'loanRepayments', kind: 'MORTGAGE', name: 'Flat' }), typed({ id: 'hdb', list: 'loanRepayments', kind: 'MORTGAGE', name: 'HDB instalment' })];
      const steps = planImport([imported({ list: 'loanRepayments', kind: 'MORTGAGE', name: 'HDB loan: 1 Main St', sourceRef: 'hdb:1' })], loans, []);
      expect(steps[0]).to.deep.include({ action: 'ask', typedItemId: 'hdb' });
    });
  });

  describe('one debt from two imports', () => {
    const debt = (over: Partial<ImportedDebt>): ImportedDebt => ({ id: 'x', source: 'MYINFO', list: 'liabilities', kind: 'MORTGAGE', name: 'HDB loan: 1 Main St', amount: 20_000_000, asOf: '2026-09-15', ...over });
    it('reads a month as its last day', () => {
      expect(asOfDay('022024')).to.equal('2024-02-29');
      expect(asOfDay('102026')).to.equal('2026-10-31');
      expect(asOfDay('2020-04-16')).to.equal('2020-04-16');
    });
    it('drops the staler copy when the bank’s loan says it is an HDB loan (Myinfo older: Myinfo’s goes)', () => {
      const ids = staleDuplicateDebts([debt({ id: 'm', asOf: '2020-04-16' }), debt({ id: 'b', source: 'BANK', name: 'HDB Home Loan 1234', amount: 31_000_000, asOf: '102026' })]);
      expect(ids).to.deep.equal(['m']);
    });
    it('keeps Myinfo’s when it is fresher, and the bank’s on the same day', () => {
      expect(staleDuplicateDebts([debt({ id: 'm', asOf: '2026-11-20' }), debt({ id: 'b', source: 'BANK', name: 'HDB Home Loan 1234', asOf: '102026' })])).to.deep.equal(['b']);
      expect(staleDuplicateDebts([debt({ id: 'm', asOf: '2026-10-31' }), debt({ id: 'b', source: 'BANK', name: 'HDB Home Loan 1234', asOf: '102026' })])).to.deep.equal(['m']);
    });
    it('matches a bank housing loan not named HDB only when the amounts are within 5 %', () => {
      expect(staleDuplicateDebts([debt({ id: 'm' }), debt({ id: 'b', source: 'BANK', name: 'Home Loan 99', amount: 20_900_000, asOf: '102026' })])).to.deep.equal(['m']);
      expect(staleDuplicateDebts([debt({ id: 'm' }), debt({ id: 'b', source: 'BANK', name: 'Home Loan 99', amount: 22_000_000, asOf: '102026' })])).to.deep.equal([]);
    });
    it('never pairs a bank loan of the other kind, two copies from one source, or one copy twice', () => {
      expect(staleDuplicateDebts([debt({ id: 'm' }), debt({ id: 'b', source: 'BANK', kind: 'NON_MORTGAGE', name: 'HDB renovation', asOf: '102026' })])).to.deep.equal([]);
      expect(staleDuplicateDebts([debt({ id: 'm1' }), debt({ id: 'm2', name: 'HDB loan: 2 Side St' })])).to.deep.equal([]);
      const ids = staleDuplicateDebts([debt({ id: 'm', asOf: '2020-01-01' }), debt({ id: 'b1', source: 'BANK', name: 'HDB Home Loan 1', asOf: '102026' }), debt({ id: 'b2', source: 'BANK', name: 'HDB Home Loan 2', amount: 1, asOf: '102026' })]);
      expect(ids).to.deep.equal(['m']);
    });
    it('pairs instalments and amounts owed each in their own list', () => {
      const ids = staleDuplicateDebts([
        debt({ id: 'ml', asOf: '2020-04-16' }),
        debt({ id: 'mr', list: 'loanRepayments', amount: 150_000, asOf: '2020-04-16' }),
        debt({ id: 'bl', source: 'BANK', name: 'HDB Home Loan 1', asOf: '102026' }),
        debt({ id: 'br', source: 'BANK', list: 'loanRepayments', name: 'HDB Home Loan 1', amount: 90_000, asOf: '102026' }),
      ]);
      expect(ids).to.have.members(['ml', 'mr']);
    });
  });
});
