import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import { NOVICE_BADGE, QUIZ_CATEGORY_IDS, parseQuizContent } from '../../../src/quiz/domain/quiz-content.js';

export const SHIPPED_CONTENT: unknown = JSON.parse(readFileSync(new URL('../../../content/fin-lit-quiz/1.0.0/en.json', import.meta.url), 'utf8'));

const clone = () => JSON.parse(JSON.stringify(SHIPPED_CONTENT)) as Record<string, any>;

function refusal(content: unknown): string {
  try {
    parseQuizContent(content);
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError);
    expect((error as DomainError).kind).to.equal('unavailable');
    return (error as DomainError).message;
  }
  throw new Error('the content was accepted');
}

describe('quiz content (spec 3 §3, version 1.0.0)', () => {
  it('the shipped English file is valid: the five categories, the six badges, version 1.0.0', () => {
    const content = parseQuizContent(SHIPPED_CONTENT);
    expect(content.version).to.equal('1.0.0');
    expect(content.categories.map((c) => c.name)).to.deep.equal(['Money Management', 'Investment', 'Insurance', 'Retirement Planning', 'Estate Planning']);
    expect(content.badges.map((b) => b.name)).to.have.members([
      'Financial Novice',
      'Legacy Steward',
      'Wise Nest Planner',
      'Shield Guardian',
      'Finance Sage',
      'Budgeting Crusader',
    ]);
    expect(new Set(content.questions.map((q) => q.category))).to.have.lengthOf(QUIZ_CATEGORY_IDS.length);
    expect(content.questions.filter((q) => q.selectVariant === 'multi-select').every((q) => q.numberOfSelection === 3)).to.equal(true);
  });

  it('refuses a question in no known category, with an unknown variant, or asking for more options than it has', () => {
    let c = clone();
    c.questions[0].category = 'GAMBLING';
    expect(refusal(c)).to.contain('questions[0].category');
    c = clone();
    c.questions[0].selectVariant = 'slider';
    expect(refusal(c)).to.contain('questions[0].selectVariant');
    c = clone();
    c.questions[0].numberOfSelection = 4;
    expect(refusal(c)).to.contain('asks for more options than there are');
    c = clone();
    c.questions[1].numberOfSelection = 2;
    expect(refusal(c)).to.contain('must be 1 for a single choice');
  });

  it('refuses a negative or fractional score, an exclusive option on a single choice, and a repeated id', () => {
    let c = clone();
    c.questions[1].options[0].value = -1;
    expect(refusal(c)).to.contain('questions[1].options[0].value');
    c = clone();
    c.questions[1].options[0].value = 0.5;
    expect(refusal(c)).to.contain('questions[1].options[0].value');
    c = clone();
    c.questions[1].options[0].exclusive = true;
    expect(refusal(c)).to.contain('only a multi-select has an exclusive option');
    c = clone();
    c.questions[1].id = c.questions[0].id;
    expect(refusal(c)).to.contain('ids must be unique');
  });

  it('refuses content missing a category, a badge description, or any question in a category', () => {
    let c = clone();
    c.categories = c.categories.slice(1);
    expect(refusal(c)).to.contain('must name MONEY_MANAGEMENT once');
    c = clone();
    c.badges = c.badges.filter((b: { name: string }) => b.name !== NOVICE_BADGE);
    expect(refusal(c)).to.contain(`must describe ${NOVICE_BADGE}`);
    c = clone();
    c.questions = c.questions.filter((q: { category: string }) => q.category !== 'ESTATE_PLANNING');
    expect(refusal(c)).to.contain('need at least one in ESTATE_PLANNING');
    expect(refusal('not an object')).to.contain('content: must be an object');
  });

  it('refuses a tip with neither a list nor a paragraph', () => {
    const c = clone();
    c.questions[1].tip = { header: 'Header only' };
    expect(refusal(c)).to.contain('questions[1].tip.paragraph');
  });
});
