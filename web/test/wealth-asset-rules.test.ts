/// <reference types="mocha" />
import { expect } from 'chai';
import {
  NAME_TOO_WIDE,
  currencyIsForced,
  displayWidth,
  effectiveCurrency,
  liveTotalText,
  parseQuantity,
  parseTotalValue,
  totalFromQuantity,
  validateAssetName,
  validateUnitPrice,
} from '../src/wealth/asset-rules';
import {
  ASSET_GROUPS,
  ALL_ASSET_KINDS,
  groupOfKind,
  marketPriceKind,
  panelFields,
  quantityDecimals,
  quantityLabel,
} from '../src/wealth/asset-kinds';

describe('wealth asset rules: name display width', () => {
  it('counts 1 per Latin character and 2 per East Asian wide character', () => {
    expect(displayWidth('DBS shares')).to.equal(10);
    expect(displayWidth('股票')).to.equal(4);
    expect(displayWidth('DBS 股票')).to.equal(8);
    expect(displayWidth('한국')).to.equal(4);
    expect(displayWidth('ｶﾀｶﾅ')).to.equal(4); // halfwidth katakana stays narrow
    expect(displayWidth('ＡＢ')).to.equal(4); // fullwidth Latin is wide
    expect(displayWidth('𠀀')).to.equal(2); // a supplementary-plane ideograph is one character, two columns
  });

  it('accepts a name of exactly 24 columns and refuses 25', () => {
    expect(validateAssetName('a'.repeat(24))).to.equal(null);
    expect(validateAssetName('a'.repeat(25))).to.equal(NAME_TOO_WIDE);
    expect(validateAssetName('股'.repeat(12))).to.equal(null);
    expect(validateAssetName('股'.repeat(12) + 'a')).to.equal(NAME_TOO_WIDE);
  });

  it('requires a name without surrounding spaces', () => {
    expect(validateAssetName('')).to.equal('Please enter a value');
    expect(validateAssetName(' DBS')).to.equal('Cannot have space as first and last character');
  });
});

describe('wealth asset rules: quantity', () => {
  it('takes whole units for most kinds and up to 3 decimals for gold', () => {
    expect(parseQuantity('1,500', 0)).to.deep.equal({ ok: true, quantity: 1500, text: '1500' });
    expect(parseQuantity('1.5', 0)).to.deep.equal({ ok: false, message: 'Must be a whole number' });
    expect(parseQuantity('1.5', 3)).to.deep.equal({ ok: true, quantity: 1.5, text: '1.5' });
    expect(parseQuantity('1.125', 3)).to.deep.include({ ok: true, quantity: 1.125 });
    expect(parseQuantity('1.1250', 3)).to.deep.include({ ok: true, quantity: 1.125 });
    expect(parseQuantity('1.1255', 3)).to.deep.equal({ ok: false, message: 'Must have at most 3 decimal places' });
  });

  it('is more than 0 and at most 99,999,999', () => {
    expect(parseQuantity('0', 0)).to.deep.equal({ ok: false, message: 'Must be more than 0' });
    expect(parseQuantity('-2', 0)).to.deep.equal({ ok: false, message: 'Must be more than 0' });
    expect(parseQuantity('99,999,999', 0)).to.deep.include({ ok: true, quantity: 99_999_999 });
    expect(parseQuantity('100,000,000', 0)).to.deep.equal({ ok: false, message: 'Must be less than or equal to 99,999,999' });
    expect(parseQuantity('', 0)).to.deep.equal({ ok: false, message: 'Please enter a value' });
    expect(parseQuantity('12a', 0)).to.deep.equal({ ok: false, message: 'Must be only numbers with commas or periods' });
  });

  it('labels gold in ounces', () => {
    expect(quantityDecimals('gold')).to.equal(3);
    expect(quantityDecimals('stock')).to.equal(0);
    expect(quantityLabel('gold')).to.equal('Quantity (oz)');
    expect(quantityLabel('stock')).to.equal('Quantity (units)');
  });
});

describe('wealth asset rules: totals', () => {
  it('works out quantity x unit price in cents, rounding half up', () => {
    expect(totalFromQuantity(100, 1234)).to.equal(123_400);
    expect(totalFromQuantity('1.5', 265_033)).to.equal(397_550); // 397,549.5 -> 397,550
    expect(totalFromQuantity('0.001', 1)).to.equal(0); // 0.001 cent -> 0
    expect(totalFromQuantity('0.005', 100)).to.equal(1); // 0.5 cent -> 1
    expect(totalFromQuantity('0.003', 100)).to.equal(0);
  });

  it('shows the live total to 2 decimals once both parse', () => {
    expect(liveTotalText('100', '12.34', 0)).to.equal('1,234.00');
    expect(liveTotalText('1.5', '2,650.33', 3)).to.equal('3,975.50');
    expect(liveTotalText('', '12.34', 0)).to.equal(null);
    expect(liveTotalText('1.5', '12.34', 0)).to.equal(null);
  });

  it('caps the total value at 999,999,999', () => {
    expect(parseTotalValue('999,999,999')).to.deep.equal({ ok: true, cents: 99_999_999_900 });
    expect(parseTotalValue('999,999,999.01')).to.deep.equal({ ok: false, message: 'Must be less than or equal to 999,999,999' });
    expect(parseTotalValue('12.345')).to.deep.equal({ ok: false, message: 'Must have at most 2 decimal places' });
    expect(validateUnitPrice('10', '99,999,999', 0)).to.equal(null);
    expect(validateUnitPrice('10.01', '99,999,999', 0)).to.equal('Total must be less than or equal to 999,999,999');
    expect(validateUnitPrice('', '1', 0)).to.equal('Please enter a value');
  });
});

describe('wealth asset rules: currency forcing', () => {
  it('forces SGD unless the money comes from cash', () => {
    expect(currencyIsForced('CASH')).to.equal(false);
    expect(currencyIsForced('CPFIS')).to.equal(true);
    expect(currencyIsForced('SRS')).to.equal(true);
    expect(effectiveCurrency('CASH', 'USD')).to.equal('USD');
    expect(effectiveCurrency('SRS', 'USD')).to.equal('SGD');
  });
});

describe('wealth asset kinds: groups and panel fields', () => {
  it('groups every kind exactly once: cash, investments, CPF, the home, insurance, other', () => {
    expect(ASSET_GROUPS.map((g) => g.title)).to.deep.equal(['Cash', 'Investments', 'CPF', 'Your home', 'Insurance', 'Other assets']);
    expect(ALL_ASSET_KINDS).to.have.length(12);
    expect(new Set(ALL_ASSET_KINDS).size).to.equal(12);
    expect(groupOfKind('property').id).to.equal('home');
    expect(groupOfKind('fixed-deposit').id).to.equal('cash');
    expect(groupOfKind('gold').id).to.equal('investments');
    expect(groupOfKind('other-non-investment').id).to.equal('other');
  });

  it('shows source, enter-by and the type picker only for investments', () => {
    expect(panelFields('stock')).to.deep.include({ investmentSource: true, enterBy: true, insuranceDetails: false, marketPriceInfo: true });
    expect(panelFields('stock').kindPicker).to.include('gold');
    expect(panelFields('gold')).to.deep.include({ enterBy: true, marketPriceInfo: false });
    expect(panelFields('cash-savings')).to.deep.include({ investmentSource: false, enterBy: false, insuranceDetails: false });
    expect(panelFields('insurance')).to.deep.equal({
      kindPicker: null,
      investmentSource: false,
      enterBy: false,
      insuranceDetails: true,
      marketPriceInfo: false,
      propertyDetails: false,
    });
    expect(panelFields('other-non-investment')).to.deep.include({ kindPicker: null, enterBy: false });
  });

  it('offers market prices for stocks, bonds and unit trusts only', () => {
    expect(['stock', 'bond', 'unit-trust', 'gold', 'structured-product'].map((k) => marketPriceKind(k as never))).to.deep.equal([
      'stock',
      'bond',
      'unit-trust',
      null,
      null,
    ]);
  });
});

describe('wealth asset rules: display width counts what the resident sees', () => {
  it('counts a combining accent as one character and an emoji as two', () => {
    expect(displayWidth('e\u0301')).to.equal(1);
    expect(displayWidth('Gold 🪙')).to.equal(7);
    expect(displayWidth('🇸🇬')).to.equal(2);
  });
});
