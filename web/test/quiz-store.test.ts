/// <reference types="mocha" />
import { expect } from 'chai';
import { flowResult } from 'mobx';
import { readFileSync } from 'node:fs';
import { parseQuizContent, type QuizContent } from '../../src/quiz/domain/quiz-content';
import type { QuizApi } from '../src/quiz/quiz.api';
import { QUIZ_SESSION_KEY, parseQuizSession } from '../src/quiz/quiz-session';
import { QuizStore } from '../src/quiz/quiz-store';

const content: QuizContent = parseQuizContent(JSON.parse(readFileSync(new URL('../../content/fin-lit-quiz/1.0.0/en.json', import.meta.url), 'utf8')));

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

class FakeApi implements QuizApi {
  calls = 0;
  fail = false;
  async getFile(language: string) {
    this.calls += 1;
    if (this.fail) throw new Error('offline');
    expect(language).to.equal('en');
    return content;
  }
}

/** The best answer of every question (indexes), to finish the quiz. */
const allBest = (): Record<string, number[]> =>
  Object.fromEntries(content.questions.map((q) => [q.id, q.selectVariant === 'multi-select' ? [0, 1, 2] : [q.options.reduce((best, o, i) => (o.value > q.options[best]!.value ? i : best), 0)]]));

describe('quiz session in the browser', () => {
  it('keeps only answers naming real options of real questions, for the same content version', () => {
    const stored = JSON.stringify({
      version: '1.0.0',
      answers: { habits: [0, 1, 1, 2], inflation: [7], 'no-such-question': [0], 'cpf-life': 'I pass on' },
      demographics: { yearOfBirth: '1990', grossIncome: 42 },
      finished: true,
    });
    const session = parseQuizSession(stored, content);
    expect(session.answers).to.deep.equal({ habits: [0, 1, 2] });
    expect(session.demographics).to.deep.equal({ residentialStatus: '', yearOfBirth: '1990', employmentStatus: '', grossIncome: '' });
    expect(session.finished).to.equal(true);
    expect(parseQuizSession(stored.replace('"1.0.0"', '"0.9.0"'), content).answers).to.deep.equal({});
    expect(parseQuizSession('{broken', content).answers).to.deep.equal({});
  });
});

describe('quiz store', () => {
  it('loads the text once and resumes the stored answers', async () => {
    const storage = new MemoryStorage();
    storage.setItem(QUIZ_SESSION_KEY, JSON.stringify({ version: '1.0.0', answers: { habits: [0, 1, 2] }, finished: false }));
    const api = new FakeApi();
    const quiz = new QuizStore(api, storage);
    await flowResult(quiz.load());
    await flowResult(quiz.load());
    expect(api.calls).to.equal(1);
    expect(quiz.session.answers.habits).to.deep.equal([0, 1, 2]);
    expect(quiz.firstUnanswered).to.equal(1);
  });

  it('says it failed, and loads on a retry', async () => {
    const api = new FakeApi();
    api.fail = true;
    const quiz = new QuizStore(api, null);
    await flowResult(quiz.load());
    expect(quiz.loadState).to.equal('failed');
    api.fail = false;
    await flowResult(quiz.load());
    expect(quiz.loadState).to.equal('loaded');
  });

  it('finishes only when every question is answered as it asks; a changed answer needs finishing again', async () => {
    const storage = new MemoryStorage();
    const quiz = new QuizStore(new FakeApi(), storage);
    await flowResult(quiz.load());
    const best = allBest();
    for (const q of content.questions.slice(0, -1)) quiz.choose(q.id, best[q.id]!);
    expect(quiz.finish()).to.equal(false);
    expect(quiz.result).to.equal(null);
    const last = content.questions[content.questions.length - 1]!;
    quiz.choose(last.id, best[last.id]!);
    expect(quiz.finish()).to.equal(true);
    expect(quiz.result).to.include({ score: 20, maximum: 20, badge: 'Budgeting Crusader' });
    expect(JSON.parse(storage.getItem(QUIZ_SESSION_KEY)!).finished).to.equal(true);
    quiz.choose('habits', [3]);
    expect(quiz.result).to.equal(null);
  });

  it('taking it again clears the answers and About you, from the page and the tab', async () => {
    const storage = new MemoryStorage();
    const quiz = new QuizStore(new FakeApi(), storage);
    await flowResult(quiz.load());
    quiz.choose('habits', [0, 1, 2]);
    quiz.setDemographics({ residentialStatus: 'CITIZEN', yearOfBirth: '1990', employmentStatus: '', grossIncome: '' });
    quiz.restart();
    expect(quiz.session.answers).to.deep.equal({});
    expect(quiz.session.demographics.yearOfBirth).to.equal('');
    expect(quiz.session.version).to.equal('1.0.0');
    expect(storage.getItem(QUIZ_SESSION_KEY)).to.equal(null);
  });
});
