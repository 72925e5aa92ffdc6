/// <reference types="mocha" />
import { expect } from 'chai';
import { searchPath, searchQueryError } from '../src/content/search-query';

describe('search box rule (the same as POST /user-search-query)', () => {
  const cases: Array<[value: string, error: string | null]> = [
    ['budget', null],
    ['  cpf  ', null],
    ['x'.repeat(200), null],
    [` ${'x'.repeat(200)} `, null],
    ['', 'Please enter a value'],
    ['   ', 'Please enter a value'],
    ['x'.repeat(201), 'Must be at most 200 characters'],
  ];
  for (const [value, error] of cases) {
    it(`${JSON.stringify(value.slice(0, 12))} -> ${error ?? 'ok'}`, () => {
      expect(searchQueryError(value)).to.equal(error);
    });
  }

  it('goes to /search with the trimmed query as q, inner spaces made one', () => {
    expect(searchPath('  emergency   fund & CPF ')).to.equal('/search?q=emergency+fund+%26+CPF');
  });
});
