import { expect } from 'chai';
import { email, hasForbiddenCharacters, noSurroundingSpace, numericText, plainText, required } from '../../../../src/shared-kernel/validation/index.js';
import type { FieldValue } from '../../../../src/shared-kernel/validation/index.js';

const show = (v: FieldValue): string => (typeof v === 'string' ? `'${v}'` : String(v));

describe('text rules (spec 1 §5)', () => {
  describe('required', () => {
    for (const empty of ['', '   ', null, undefined] as FieldValue[]) {
      it(`fails ${show(empty)} with 'Please enter a value'`, () => {
        expect(required(empty)).to.equal('Please enter a value');
      });
    }
    for (const present of ['0', 0, 'a', ' a '] as FieldValue[]) {
      it(`passes ${show(present)}`, () => {
        expect(required(present)).to.equal(null);
      });
    }
  });

  describe('email', () => {
    for (const good of ['name@example.com', 'a.b+c@mail.gov.sg', ' name@example.com ', "o'neil@example.sg"]) {
      it(`passes ${show(good)}`, () => {
        expect(email(good)).to.equal(null);
      });
    }
    const address = (dLabel: number): string => `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(dLabel)}.com`;
    const long = address(58); // 255 characters
    it('passes an address of exactly 254 characters', () => {
      expect(address(57)).to.have.length(254);
      expect(email(address(57))).to.equal(null);
    });
    for (const bad of ['name@example', 'name.example.com', 'name@@example.com', '.name@example.com', 'na..me@example.com',
      'name@-example.com', 'name@example.c', 'na me@example.com', long]) {
      it(`fails ${show(bad.length > 40 ? `${bad.slice(0, 20)}…(${bad.length} chars)` : bad)} with 'Invalid format'`, () => {
        expect(email(bad)).to.equal('Enter an email like name@example.com');
      });
    }
    it('leaves an empty value to `required`', () => {
      expect(email('')).to.equal(null);
      expect(email(null)).to.equal(null);
    });
  });

  describe('numericText', () => {
    for (const good of ['1,234.56', '1234', '.5', '12.', ' 12 ', '0', 5, 0] as FieldValue[]) {
      it(`passes ${show(good)}`, () => {
        expect(numericText(good)).to.equal(null);
      });
    }
    for (const bad of ['-1', '1e3', '12a', '1.2.3', '$1', '+1', -5, Number.NaN, Number.POSITIVE_INFINITY] as FieldValue[]) {
      it(`fails ${show(bad)} with 'Must be only numbers with commas or periods'`, () => {
        expect(numericText(bad)).to.equal('Must be only numbers with commas or periods');
      });
    }
    it('leaves an empty value to `required`', () => {
      expect(numericText('')).to.equal(null);
      expect(numericText(undefined)).to.equal(null);
    });
  });

  describe('noSurroundingSpace', () => {
    for (const bad of [' a', 'a ', '\ta', 'a\n', '  ']) {
      it(`fails ${JSON.stringify(bad)} with 'Cannot have space as first and last character'`, () => {
        expect(noSurroundingSpace(bad)).to.equal('Cannot have space as first and last character');
      });
    }
    for (const good of ['a', 'a b', '', null, 5] as FieldValue[]) {
      it(`passes ${show(good)}`, () => {
        expect(noSurroundingSpace(good)).to.equal(null);
      });
    }
  });
  describe('plainText (docs/decisions.md "One text rule")', () => {
    const forbidden: Array<[string, string]> = [
      ['\u0000', 'NUL'],
      ['\u0001', 'the first C0 control after NUL'],
      ['\u0008', 'backspace'],
      ['\u000b', 'vertical tab'],
      ['\u000c', 'form feed'],
      ['\r', 'carriage return'],
      ['\u001f', 'the last C0 control'],
      ['\u007f', 'DEL'],
      ['\u0080', 'the first C1 control'],
      ['\u0085', 'NEL'],
      ['\u009f', 'the last C1 control'],
      ['\ud800', 'a high surrogate alone'],
      ['\udbff', 'the last high surrogate alone'],
      ['\udc00', 'a low surrogate alone'],
      ['\udfff', 'the last low surrogate alone'],
      ['\ude00\ud83d', 'a pair in the wrong order'],
    ];
    for (const [c, why] of forbidden) {
      it(`fails text holding ${why} with 'Invalid format'`, () => {
        for (const text of [c, `a${c}`, `${c}a`, `ab${c}cd`]) {
          expect(hasForbiddenCharacters(text), JSON.stringify(text)).to.equal(true);
          expect(plainText(text)).to.equal('Invalid format');
        }
      });
    }
    const allowed: Array<[string, string]> = [
      ['a\tb', 'a tab'],
      ['line one\nline two', 'a newline'],
      ['\u0020', 'a space (the first printable)'],
      ['~', 'the last printable ASCII'],
      ['\u00a0é中', 'a no-break space (U+00A0, just past the C1 range), accents and CJK'],
      ['😀 \ud83d\ude00', 'an emoji: a well-formed surrogate pair'],
      ['\ud7ff\ue000\uffff', 'the code points either side of the surrogates'],
      ['\u{10ffff}', 'the last code point'],
      ['', 'nothing'],
    ];
    for (const [text, why] of allowed) {
      it(`passes ${why}`, () => {
        expect(hasForbiddenCharacters(text)).to.equal(false);
        expect(plainText(text)).to.equal(null);
      });
    }
    it('passes what is not text', () => {
      expect([plainText(null), plainText(undefined), plainText(5)]).to.deep.equal([null, null, null]);
    });
  });
});
