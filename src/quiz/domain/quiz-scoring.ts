/**
 * The quiz's rules (spec 3 §5 "Quiz"): what a question accepts, what an answer scores, and the result: a score per
 * category, the total, and the badge. Answers are option indexes into the question's options.
 */
import { NOVICE_BADGE, type QuizCategoryId, type QuizContent, type QuizQuestion } from './quiz-content.js';

/** Below this share of the highest possible score the badge is the novice's, whatever the strongest category. */
export const NOVICE_BELOW_PERCENT = 50;

/** The hint under a multi-select (spec: 'Select only {{count}}'). */
export function selectionHint(question: QuizQuestion): string | null {
  return question.selectVariant === 'multi-select' ? `Select only ${question.numberOfSelection}` : null;
}

/**
 * Why the chosen options do not answer the question yet, or null when they do. A single choice (or dropdown) needs
 * exactly 1; a multi-select exactly `numberOfSelection` ('None of the above', the exclusive option, stands alone).
 */
export function selectionError(question: QuizQuestion, chosen: readonly number[]): string | null {
  const valid = chosen.every((i) => Number.isInteger(i) && i >= 0 && i < question.options.length) && new Set(chosen).size === chosen.length;
  if (!valid) return 'Choose from the answers given.';
  if (question.selectVariant !== 'multi-select') return chosen.length === 1 ? null : 'Choose an answer.';
  const exclusive = chosen.filter((i) => question.options[i]!.exclusive);
  if (exclusive.length > 0) return chosen.length === 1 ? null : `Choose ${question.options[exclusive[0]!]!.answer} on its own.`;
  if (chosen.length === question.numberOfSelection) return null;
  return chosen.length < question.numberOfSelection ? `Choose ${question.numberOfSelection} answers.` : `Choose only ${question.numberOfSelection} answers.`;
}

/**
 * The options chosen after the visitor clicked option `index` on a multi-select: the exclusive option clears the
 * others and the others clear it; a click on a chosen option removes it; no more than `numberOfSelection` are kept
 * (a click past the limit is ignored, so an earlier choice is never dropped silently).
 */
export function toggleOption(question: QuizQuestion, chosen: readonly number[], index: number): number[] {
  if (chosen.includes(index)) return chosen.filter((i) => i !== index);
  if (question.selectVariant !== 'multi-select') return [index];
  if (question.options[index]?.exclusive) return [index];
  const others = chosen.filter((i) => !question.options[i]?.exclusive);
  return others.length >= question.numberOfSelection ? [...others] : [...others, index];
}

/** What the chosen options score (0 while the question is not answered as it asks). */
export function questionScore(question: QuizQuestion, chosen: readonly number[]): number {
  if (selectionError(question, chosen) !== null) return 0;
  return chosen.reduce((sum, i) => sum + question.options[i]!.value, 0);
}

/** The most a question can score: its `numberOfSelection` best options. */
export function questionMaximum(question: QuizQuestion): number {
  const values = question.options.filter((o) => !o.exclusive || question.selectVariant !== 'multi-select').map((o) => o.value);
  const exclusiveBest = question.options.filter((o) => o.exclusive).reduce((best, o) => Math.max(best, o.value), 0);
  const best = values.sort((a, b) => b - a).slice(0, question.numberOfSelection).reduce((sum, v) => sum + v, 0);
  return Math.max(best, exclusiveBest);
}

/** Answered well: the options chosen score the most the question can. */
export function isBestAnswer(question: QuizQuestion, chosen: readonly number[]): boolean {
  return questionScore(question, chosen) === questionMaximum(question);
}

export interface CategoryResult {
  category: QuizCategoryId;
  name: string;
  score: number;
  maximum: number;
  /** score as a share of maximum, a whole percent */
  percent: number;
}

export interface QuizResult {
  score: number;
  maximum: number;
  percent: number;
  categories: CategoryResult[];
  badge: string;
  /** the questions not answered as well as they could be, in quiz order: their tips are the advice */
  toImprove: string[];
}

const percentOf = (score: number, maximum: number) => (maximum === 0 ? 0 : Math.round((score / maximum) * 100));

/**
 * The result of a finished quiz. The badge: the novice's below {@link NOVICE_BELOW_PERCENT} % overall; otherwise
 * the badge of the strongest category by share of its maximum (the first in the content's order on a tie).
 */
export function quizResult(content: QuizContent, answers: Readonly<Record<string, readonly number[]>>): QuizResult {
  const categories = content.categories.map((category) => {
    const questions = content.questions.filter((q) => q.category === category.id);
    const score = questions.reduce((sum, q) => sum + questionScore(q, answers[q.id] ?? []), 0);
    const maximum = questions.reduce((sum, q) => sum + questionMaximum(q), 0);
    return { category: category.id, name: category.name, score, maximum, percent: percentOf(score, maximum) };
  });
  const score = categories.reduce((sum, c) => sum + c.score, 0);
  const maximum = categories.reduce((sum, c) => sum + c.maximum, 0);
  const percent = percentOf(score, maximum);
  let strongest = categories[0]!;
  for (const c of categories) if (c.score / (c.maximum || 1) > strongest.score / (strongest.maximum || 1)) strongest = c;
  const badge = percent < NOVICE_BELOW_PERCENT ? NOVICE_BADGE : content.categories.find((c) => c.id === strongest.category)!.badge;
  return {
    score,
    maximum,
    percent,
    categories,
    badge,
    toImprove: content.questions.filter((q) => !isBestAnswer(q, answers[q.id] ?? [])).map((q) => q.id),
  };
}

/** The options of a best answer, shown beside a weaker one in the results (for a single choice, the top-scoring one). */
export function bestAnswer(question: QuizQuestion): number[] {
  const ranked = question.options
    .map((option, index) => ({ option, index }))
    .filter(({ option }) => question.selectVariant !== 'multi-select' || !option.exclusive)
    .sort((a, b) => b.option.value - a.option.value || a.index - b.index);
  return ranked
    .slice(0, question.numberOfSelection)
    .map(({ index }) => index)
    .sort((a, b) => a - b);
}

export interface PointsExplained {
  questions: number;
  /** the highest possible score, the "out of" of the results */
  maximum: number;
  /** how points are given, one plain sentence each, in the order a visitor meets the kinds of question */
  rules: string[];
}

/**
 * How the score works, read from the content so the words never drift from the scoring (spec 3 §5 "Quiz": most
 * right answers score 1, the emergency fund question 2 for more than 6 months and 1 for 3 to 6, a multi-select 1
 * per right choice). Shown on the preface and beside the score, so "15 out of 20" after 11 questions makes sense.
 */
export function pointsExplained(content: QuizContent): PointsExplained {
  const maximum = content.questions.reduce((sum, q) => sum + questionMaximum(q), 0);
  const multi = content.questions.filter((q) => q.selectVariant === 'multi-select');
  const single = content.questions.filter((q) => q.selectVariant !== 'multi-select');
  const graded = single.filter((q) => questionMaximum(q) > 1);
  const plain = single.length - graded.length;
  const rules: string[] = [];
  if (plain > 0) rules.push(`${plain} ${plain === 1 ? 'question scores' : 'questions score'} 1 point for the right answer.`);
  const bySize = new Map<number, number>();
  for (const q of multi) bySize.set(q.numberOfSelection, (bySize.get(q.numberOfSelection) ?? 0) + 1);
  for (const [size, count] of bySize) {
    rules.push(`${count} ${count === 1 ? 'question asks' : 'questions ask'} you to choose ${size}: 1 point for each good choice, up to ${size} points.`);
  }
  for (const q of graded) {
    const scored = q.options.filter((o) => o.value > 0).sort((a, b) => b.value - a.value);
    const parts = scored.map((o) => `${o.value} ${o.value === 1 ? 'point' : 'points'} for '${o.answer}'`);
    rules.push(`"${q.question}" gives ${parts.join(' and ')}.`);
  }
  return { questions: content.questions.length, maximum, rules };
}
