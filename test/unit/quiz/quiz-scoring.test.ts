import { expect } from 'chai';
import { parseQuizContent, type QuizContent, type QuizQuestion } from '../../../src/quiz/domain/quiz-content.js';
import {
  bestAnswer,
  isBestAnswer,
  pointsExplained,
  questionMaximum,
  questionScore,
  quizResult,
  selectionError,
  selectionHint,
  toggleOption,
} from '../../../src/quiz/domain/quiz-scoring.js';
import { SHIPPED_CONTENT } from './quiz-content.test.js';

const content: QuizContent = parseQuizContent(SHIPPED_CONTENT);
const question = (id: string): QuizQuestion => content.questions.find((q) => q.id === id)!;
const indexOf = (id: string, answer: string) => {
  const i = question(id).options.findIndex((o) => o.answer === answer);
  if (i < 0) throw new Error(`${id} has no answer ${answer}`);
  return i;
};
/** Chooses the right answers of spec 3 §5 for every question. */
function rightAnswers(): Record<string, number[]> {
  const threeGood = (id: string) => question(id).options.flatMap((o, i) => (o.exclusive ? [] : [i]));
  return {
    habits: threeGood('habits'),
    portfolio: threeGood('portfolio'),
    considerations: threeGood('considerations'),
    planning: threeGood('planning'),
    'emergency-fund': [indexOf('emergency-fund', 'More than 6 months')],
    inflation: [indexOf('inflation', 'Less than today')],
    'interest-rate': [indexOf('interest-rate', 'The higher rate loan')],
    'compound-interest': [indexOf('compound-interest', 'S$13,310')],
    'medishield-life': [indexOf('medishield-life', 'It pays the whole bill for a stay in a private hospital')],
    'cpf-life': [indexOf('cpf-life', 'I pass on')],
    'cpf-distribution': [indexOf('cpf-distribution', 'My will decides who receives them')],
  };
}

describe('quiz scoring (spec 3 §5 "Quiz")', () => {
  it('scores the right answers 1 and the wrong ones 0', () => {
    expect(questionScore(question('inflation'), [indexOf('inflation', 'Less than today')])).to.equal(1);
    expect(questionScore(question('inflation'), [indexOf('inflation', 'The same as today')])).to.equal(0);
    expect(questionScore(question('interest-rate'), [indexOf('interest-rate', 'The higher rate loan')])).to.equal(1);
    expect(questionScore(question('compound-interest'), [indexOf('compound-interest', 'S$13,310')])).to.equal(1);
    expect(questionScore(question('compound-interest'), [indexOf('compound-interest', 'S$13,000')])).to.equal(0);
    expect(questionScore(question('cpf-life'), [indexOf('cpf-life', 'I pass on')])).to.equal(1);
    expect(questionScore(question('cpf-life'), [indexOf('cpf-life', 'I turn 85')])).to.equal(0);
  });

  it('on the two "which is false" questions, the false statement is the right answer', () => {
    expect(questionScore(question('medishield-life'), [indexOf('medishield-life', 'It pays the whole bill for a stay in a private hospital')])).to.equal(1);
    expect(questionScore(question('medishield-life'), [indexOf('medishield-life', 'Its premiums can be paid from MediSave')])).to.equal(0);
    expect(questionScore(question('cpf-distribution'), [indexOf('cpf-distribution', 'My will decides who receives them')])).to.equal(1);
    expect(questionScore(question('cpf-distribution'), [indexOf('cpf-distribution', 'A CPF nomination decides who receives them')])).to.equal(0);
  });

  it('the emergency fund gives 2 for more than 6 months, 1 for 3 to 6, 0 otherwise', () => {
    const q = question('emergency-fund');
    expect(questionScore(q, [indexOf('emergency-fund', 'More than 6 months')])).to.equal(2);
    expect(questionScore(q, [indexOf('emergency-fund', '3 to 6 months')])).to.equal(1);
    expect(questionScore(q, [indexOf('emergency-fund', 'Less than 3 months')])).to.equal(0);
    expect(questionMaximum(q)).to.equal(2);
  });

  it('a multi-select scores each of its three good options; "None of the above" scores 0', () => {
    const q = question('habits');
    expect(questionScore(q, [0, 1, 2])).to.equal(3);
    expect(questionMaximum(q)).to.equal(3);
    expect(isBestAnswer(q, [0, 1, 2])).to.equal(true);
    expect(questionScore(q, [indexOf('habits', 'None of the above')])).to.equal(0);
    expect(isBestAnswer(q, [indexOf('habits', 'None of the above')])).to.equal(false);
  });

  it('a single choice needs 1 answer; a multi-select exactly 3, or "None of the above" alone', () => {
    const single = question('inflation');
    expect(selectionError(single, [])).to.equal('Choose an answer.');
    expect(selectionError(single, [0])).to.equal(null);
    expect(selectionError(single, [0, 1])).to.equal('Choose an answer.');
    const multi = question('habits');
    const none = indexOf('habits', 'None of the above');
    expect(selectionError(multi, [0, 1])).to.equal('Choose 3 answers.');
    expect(selectionError(multi, [0, 1, 2])).to.equal(null);
    expect(selectionError(multi, [none])).to.equal(null);
    expect(selectionError(multi, [0, none])).to.equal('Choose None of the above on its own.');
    expect(selectionError(multi, [0, 0, 1])).to.equal('Choose from the answers given.');
    expect(selectionError(multi, [9])).to.equal('Choose from the answers given.');
    expect(questionScore(multi, [0, 1])).to.equal(0);
  });

  it("a multi-select's hint reads 'Select only 3'; a single choice has none", () => {
    expect(selectionHint(question('habits'))).to.equal('Select only 3');
    expect(selectionHint(question('inflation'))).to.equal(null);
  });

  it('clicking options: the exclusive one clears the rest and the rest clear it; no fourth is taken; a second click removes', () => {
    const q = question('habits');
    const none = indexOf('habits', 'None of the above');
    expect(toggleOption(q, [0, 1], none)).to.deep.equal([none]);
    expect(toggleOption(q, [none], 0)).to.deep.equal([0]);
    expect(toggleOption(q, [0, 1, 2], 2)).to.deep.equal([0, 1]);
    const full = toggleOption(q, [0, 1], 2);
    expect(full).to.deep.equal([0, 1, 2]);
    expect(toggleOption({ ...q, options: [...q.options, { answer: 'Extra', value: 0 }] }, full, 4)).to.deep.equal([0, 1, 2]);
    expect(toggleOption(question('inflation'), [0], 2)).to.deep.equal([2]);
  });
});

describe('quiz best answers (shown beside a weaker one)', () => {
  it('names the top-scoring option of a single choice and the three good options of a multi-select', () => {
    expect(bestAnswer(question('emergency-fund'))).to.deep.equal([indexOf('emergency-fund', 'More than 6 months')]);
    expect(bestAnswer(question('cpf-life'))).to.deep.equal([indexOf('cpf-life', 'I pass on')]);
    expect(bestAnswer(question('habits'))).to.deep.equal([0, 1, 2]);
    for (const q of content.questions) expect(isBestAnswer(q, bestAnswer(q)), q.id).to.equal(true);
  });
});

describe('quiz result and badge', () => {
  it('all right: 20 out of 20, 100 % in every category, the first category’s badge on the tie', () => {
    const result = quizResult(content, rightAnswers());
    expect([result.score, result.maximum, result.percent]).to.deep.equal([20, 20, 100]);
    expect(result.categories.every((c) => c.percent === 100)).to.equal(true);
    expect(result.badge).to.equal('Budgeting Crusader');
    expect(result.toImprove).to.deep.equal([]);
  });

  it('the badge is the strongest category’s by share of its maximum', () => {
    const answers = rightAnswers();
    answers.habits = [indexOf('habits', 'None of the above')];
    answers.portfolio = [indexOf('portfolio', 'None of the above')];
    const result = quizResult(content, answers);
    expect(result.score).to.equal(14);
    expect(result.categories.find((c) => c.category === 'MONEY_MANAGEMENT')).to.include({ score: 4, maximum: 7, percent: 57 });
    expect(result.categories.find((c) => c.category === 'INVESTMENT')).to.include({ score: 4, maximum: 7, percent: 57 });
    expect(result.badge).to.equal('Shield Guardian');
    expect(result.toImprove).to.deep.equal(['habits', 'portfolio']);
  });

  it('below half overall the badge is Financial Novice; unanswered questions score 0', () => {
    const partial = { inflation: rightAnswers().inflation!, 'cpf-distribution': rightAnswers()['cpf-distribution']! };
    const result = quizResult(content, partial);
    expect([result.score, result.percent]).to.deep.equal([2, 10]);
    expect(result.badge).to.equal('Financial Novice');
    expect(result.toImprove).to.have.lengthOf(9);
  });

  it('exactly half is no longer a novice', () => {
    const answers = rightAnswers();
    for (const id of ['habits', 'portfolio', 'considerations']) answers[id] = [indexOf(id, 'None of the above')];
    answers['emergency-fund'] = [indexOf('emergency-fund', '3 to 6 months')];
    answers['cpf-distribution'] = [indexOf('cpf-distribution', 'I can nominate more than one person')];
    const result = quizResult(content, answers);
    expect([result.score, result.percent]).to.deep.equal([9, 45]);
    expect(result.badge).to.equal('Financial Novice');
    answers['cpf-distribution'] = rightAnswers()['cpf-distribution']!;
    const half = quizResult(content, answers);
    expect([half.score, half.percent]).to.deep.equal([10, 50]);
    expect(half.badge).to.equal('Shield Guardian');
  });
});

describe('quiz points explained (spec 3 §5 "Quiz")', () => {
  it('says how 11 questions make 20 points: 1 per right answer, 1 per good choice, and the emergency fund’s 2', () => {
    const explained = pointsExplained(content);
    expect(explained.questions).to.equal(11);
    expect(explained.maximum).to.equal(20);
    expect(explained.maximum).to.equal(quizResult(content, rightAnswers()).maximum);
    expect(explained.rules).to.deep.equal([
      '6 questions score 1 point for the right answer.',
      '4 questions ask you to choose 3: 1 point for each good choice, up to 3 points.',
      `"${question('emergency-fund').question}" gives 2 points for 'More than 6 months' and 1 point for '3 to 6 months'.`,
    ]);
  });
});
