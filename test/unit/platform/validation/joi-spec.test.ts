import { expect } from 'chai';
import type { Schema } from 'joi';
import { Joi } from '../../../../src/platform/http/validation/joi-spec.js';

/** The messages joi reports, one per failing rule, validating like a JSON body (no conversion). */
function messagesOf(schema: Schema, value: unknown, convert = false): string[] {
  const { error } = schema.validate(value, { abortEarly: false, convert });
  return error ? error.details.map((d) => d.message) : [];
}

describe('joi-spec', () => {
  describe('standard joi rules speak the spec 1 §5 texts', () => {
    const cases: Array<[string, Schema, unknown, string]> = [
      ['any.required', Joi.object({ a: Joi.string().required() }), {}, 'Please enter a value'],
      ['string.empty', Joi.string(), '', 'Please enter a value'],
      ['string.email', Joi.string().email(), 'name@example', 'Enter an email like name@example.com'],
      ['string.base', Joi.string(), 5, 'Invalid format'],
      ['number.base', Joi.number(), 'abc', 'Must be only numbers with commas or periods'],
      ['number.max', Joi.number().max(5), 6, 'Must be less than or equal to 5'],
      ['number.less', Joi.number().less(5), 5, 'Must be less than 5'],
      ['number.min', Joi.number().min(1), 0, 'Must be more than or equal to 1'],
      ['number.greater', Joi.number().greater(1), 1, 'Must be more than 1'],
      ['number.integer', Joi.number().integer(), 1.5, 'Must be a whole number'],
      ['number.precision', Joi.number().precision(2), 1.234, 'Must have at most 2 decimal places'],
      ['string.max', Joi.string().max(3), 'abcd', 'Must be at most 3 characters'],
      ['any.only', Joi.string().valid('A'), 'B', 'Invalid format'],
      ['object.base', Joi.object(), 'x', 'Invalid format'],
    ];
    for (const [code, schema, value, message] of cases) {
      it(`${code} -> '${message}'`, () => {
        expect(messagesOf(schema, value)).to.deep.equal([message]);
      });
    }
  });

  describe('cents()', () => {
    it('accepts 0 and the 300,000,000,000 SGD cap in cents', () => {
      expect(messagesOf(Joi.cents(), 0)).to.deep.equal([]);
      expect(messagesOf(Joi.cents(), 30_000_000_000_000)).to.deep.equal([]);
    });

    it('rejects one cent over the cap, worded in dollars', () => {
      expect(messagesOf(Joi.cents(), 30_000_000_000_001)).to.deep.equal(['Must be less than or equal to 300,000,000,000']);
    });

    it('rejects negative, fractional and textual amounts', () => {
      expect(messagesOf(Joi.cents(), -1)).to.deep.equal(['Must be more than or equal to 0']);
      expect(messagesOf(Joi.cents(), 1.5)).to.deep.equal(['Must be a whole number']);
      expect(messagesOf(Joi.cents(), '100')).to.deep.equal(['Must be only numbers with commas or periods']);
    });

    it('words maxCents and minCents limits in dollars', () => {
      expect(messagesOf(Joi.cents().maxCents(99_999_999), 100_000_000)).to.deep.equal([
        'Must be less than or equal to 999,999.99',
      ]);
      expect(messagesOf(Joi.cents().maxCents(99_999_999), 99_999_999)).to.deep.equal([]);
      expect(messagesOf(Joi.cents().minCents(100), 99)).to.deep.equal(['Must be more than or equal to 1']);
    });
  });

  describe('dayOfTransfer()', () => {
    for (const good of [1, 28]) {
      it(`accepts ${good}`, () => {
        expect(messagesOf(Joi.dayOfTransfer(), good)).to.deep.equal([]);
      });
    }
    for (const bad of [0, 29, 1.5, 'x', '5']) {
      it(`rejects ${JSON.stringify(bad)} with 'Choose a day from 1 to 28' only`, () => {
        expect(messagesOf(Joi.dayOfTransfer(), bad)).to.deep.equal(['Choose a day from 1 to 28']);
      });
    }
    it('converts query text when conversion is on', () => {
      expect(Joi.dayOfTransfer().validate('5', { convert: true }).value).to.equal(5);
    });
  });

  describe('trimmedText()', () => {
    it('accepts text without surrounding spaces, unchanged', () => {
      expect(Joi.trimmedText().validate('My savings').value).to.equal('My savings');
    });
    it('rejects a leading or trailing space with the spec text', () => {
      expect(messagesOf(Joi.trimmedText(), ' My savings')).to.deep.equal(['Cannot have space as first and last character']);
      expect(messagesOf(Joi.trimmedText(), 'My savings ')).to.deep.equal(['Cannot have space as first and last character']);
    });
    it('rejects empty text as required', () => {
      expect(messagesOf(Joi.trimmedText(), '')).to.deep.equal(['Please enter a value']);
    });
  });

  describe('localDate()', () => {
    it('accepts a real calendar day', () => {
      expect(messagesOf(Joi.localDate(), '2028-02-29')).to.deep.equal([]);
    });
    for (const bad of ['2026-02-29', '2026-2-1', 20260201]) {
      it(`rejects ${JSON.stringify(bad)} with 'Invalid format'`, () => {
        expect(messagesOf(Joi.localDate(), bad)).to.deep.equal(['Invalid format']);
      });
    }
  });

  describe('emailAddress()', () => {
    it('agrees with the shared-kernel email rule', () => {
      expect(messagesOf(Joi.emailAddress(), 'name@example.com')).to.deep.equal([]);
      expect(messagesOf(Joi.emailAddress(), 'na..me@example.com')).to.deep.equal(['Enter an email like name@example.com']);
    });
  });

  describe('inside an object', () => {
    it('reports each field at its path', () => {
      const schema = Joi.object({ income: Joi.object({ name: Joi.trimmedText().required(), amount: Joi.cents() }) });
      const { error } = schema.validate({ income: { name: ' x', amount: -5 } }, { abortEarly: false, convert: false });
      expect(error?.details.map((d) => [d.path.join('.'), d.message])).to.deep.equal([
        ['income.name', 'Cannot have space as first and last character'],
        ['income.amount', 'Must be more than or equal to 0'],
      ]);
    });
  });
  describe('every string schema carries the one text rule (docs/decisions.md "One text rule")', () => {
    const schemas: Array<[string, Schema]> = [
      ['Joi.string()', Joi.string()],
      ["Joi.string().allow('').max(200)", Joi.string().allow('').max(200)],
      ['Joi.string().valid(...)', Joi.string().valid('A\u0000')],
      ['Joi.string().trim() (query and params)', Joi.string().trim()],
      ['Joi.trimmedText()', Joi.trimmedText()],
      ['Joi.emailAddress()', Joi.emailAddress()],
      ['a string inside an object', Joi.object({ name: Joi.string() })],
      ['a string inside an array', Joi.array().items(Joi.string())],
    ];
    for (const [name, schema] of schemas) {
      it(`${name}: NUL, DEL, a C1 control and a lone surrogate read 'Invalid format'`, () => {
        for (const c of ['\u0000', '\u007f', '\u0085', '\ud800']) {
          const text = `a${c}b`;
          const value = name.includes('object') ? { name: text } : name.includes('array') ? [text] : text;
          expect(messagesOf(schema, value)[0], JSON.stringify(c)).to.equal('Invalid format');
        }
      });
    }
    it('is the first message of a field that breaks other rules too', () => {
      expect(messagesOf(Joi.string().max(2), 'abc\u0000')).to.deep.equal(['Invalid format', 'Must be at most 2 characters']);
    });
    it('lets tab, newline and emoji through', () => {
      expect(messagesOf(Joi.string(), 'a\tb\nc 😀')).to.deep.equal([]);
    });
  });
});
