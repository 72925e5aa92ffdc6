import { expect } from 'chai';
import { displayWidth } from '../../../../src/shared-kernel/validation/display-width.js';

describe('displayWidth (spec 2 §5: names are at most 24 columns wide)', () => {
  it('counts ASCII letters, digits, spaces and punctuation as 1 each', () => {
    expect(displayWidth('')).to.equal(0);
    expect(displayWidth('DBS Multiplier, 2026!')).to.equal(21);
  });

  it('counts CJK ideographs, kana, Hangul and fullwidth forms as 2 each', () => {
    expect(displayWidth('星展银行')).to.equal(8);
    expect(displayWidth('ゆうちょ')).to.equal(8);
    expect(displayWidth('한국')).to.equal(4);
    expect(displayWidth('ＵＯＢ')).to.equal(6);
    expect(displayWidth('OCBC 储蓄')).to.equal(9);
  });

  it('counts an emoji as 2, however many code points it is made of', () => {
    expect(displayWidth('🪙')).to.equal(2);
    expect(displayWidth('Gold 🪙')).to.equal(7);
    expect(displayWidth('👨‍👩‍👧')).to.equal(2); // a ZWJ family: 5 code points, one picture
    expect(displayWidth('🇸🇬')).to.equal(2); // a flag: two regional indicators
    expect(displayWidth('❤️')).to.equal(2); // a text symbol turned emoji by U+FE0F
  });

  it('counts letters with combining accents and narrow symbols as 1', () => {
    expect(displayWidth('Cafe\u0301')).to.equal(4);
    expect(displayWidth('©®')).to.equal(2);
  });
});
