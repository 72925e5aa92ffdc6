/// <reference types="mocha" />
import { expect } from 'chai';
import { CATEGORY_COLOURS, categoryColour, nextCategoryColour } from '../src/cashflow/setup/expense-colours';

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('expense colour set', () => {
  it('has nine distinct colours', () => {
    expect(CATEGORY_COLOURS).to.have.length(9);
    expect(new Set(CATEGORY_COLOURS.map((c) => c.main)).size).to.equal(9);
  });

  it('main shades reach 3:1 on white (graphics); text shades reach 4.5:1 on white and on their tint (AA text)', () => {
    for (const c of CATEGORY_COLOURS) {
      expect(contrast(c.main, '#ffffff'), c.main).to.be.at.least(3);
      expect(contrast(c.text, '#ffffff'), c.text).to.be.at.least(4.5);
      expect(contrast(c.text, c.tint), `${c.text} on ${c.tint}`).to.be.at.least(4.5);
    }
  });

  it('a new expense gets the first colour no expense uses (ignoring case)', () => {
    expect(nextCategoryColour([])).to.equal(CATEGORY_COLOURS[0]!.main);
    expect(nextCategoryColour([CATEGORY_COLOURS[0]!.main.toUpperCase(), null])).to.equal(CATEGORY_COLOURS[1]!.main);
    expect(nextCategoryColour([CATEGORY_COLOURS[1]!.main])).to.equal(CATEGORY_COLOURS[0]!.main);
  });

  it('once all nine are used the set starts again by the number of expenses', () => {
    const all = CATEGORY_COLOURS.map((c) => c.main);
    expect(nextCategoryColour(all)).to.equal(CATEGORY_COLOURS[0]!.main);
    expect(nextCategoryColour([...all, all[0]!])).to.equal(CATEGORY_COLOURS[1]!.main);
  });

  it('categoryColour finds the full colour of a stored shade and falls back to the first', () => {
    expect(categoryColour('#0E7C7B')).to.equal(CATEGORY_COLOURS.find((c) => c.main === '#0e7c7b'));
    expect(categoryColour('#0E7C7B').text).to.equal('#064e4d');
    expect(categoryColour(null)).to.equal(CATEGORY_COLOURS[0]);
  });
});
