/**
 * The financial-literacy quiz's content (spec 3 §3 "Quiz content (version 1.0.0)"): questions by category, each with
 * its options (an answer and the score it is worth) and a tip. The text lives in content files; this module says
 * what a valid file is, so a broken file is refused when it is read rather than breaking the quiz half way.
 */
import { DomainError } from '../../shared-kernel/errors.js';

export const QUIZ_CONTENT_VERSION = '1.0.0';

export const QUIZ_CATEGORY_IDS = ['MONEY_MANAGEMENT', 'INVESTMENT', 'INSURANCE', 'RETIREMENT_PLANNING', 'ESTATE_PLANNING'] as const;
export type QuizCategoryId = (typeof QUIZ_CATEGORY_IDS)[number];

export const QUIZ_SELECT_VARIANTS = ['single-select', 'multi-select', 'dropdown'] as const;
export type QuizSelectVariant = (typeof QUIZ_SELECT_VARIANTS)[number];

/** The badge of a low overall score; every other badge belongs to a category. */
export const NOVICE_BADGE = 'Financial Novice';

export interface QuizOption {
  answer: string;
  /** the score it is worth */
  value: number;
  /** 'None of the above': chosen alone */
  exclusive?: boolean;
}

export type QuizTip = { header: string; list: string[] } | { header: string; paragraph: string };

export interface QuizQuestion {
  id: string;
  category: QuizCategoryId;
  question: string;
  selectVariant: QuizSelectVariant;
  /** 1, or for a multi-select how many options it asks for */
  numberOfSelection: number;
  options: QuizOption[];
  tip: QuizTip;
}

export interface QuizCategory {
  id: QuizCategoryId;
  name: string;
  /** the badge earned when this is the strongest category */
  badge: string;
}

export interface QuizBadge {
  name: string;
  description: string;
}

export interface QuizContent {
  version: string;
  title: string;
  categories: QuizCategory[];
  badges: QuizBadge[];
  questions: QuizQuestion[];
}

class ContentProblem extends Error {}

function fail(where: string, what: string): never {
  throw new ContentProblem(`${where}: ${what}`);
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(where, 'must be non-empty text');
  return value;
}

function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0) fail(where, 'must be a non-empty list');
  return value;
}

function record(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(where, 'must be an object');
  return value as Record<string, unknown>;
}

function optionOf(value: unknown, where: string): QuizOption {
  const o = record(value, where);
  if (!Number.isInteger(o.value) || (o.value as number) < 0) fail(`${where}.value`, 'must be a whole score of 0 or more');
  if (o.exclusive !== undefined && typeof o.exclusive !== 'boolean') fail(`${where}.exclusive`, 'must be true or false');
  return { answer: text(o.answer, `${where}.answer`), value: o.value as number, ...(o.exclusive ? { exclusive: true } : {}) };
}

function tipOf(value: unknown, where: string): QuizTip {
  const t = record(value, where);
  const header = text(t.header, `${where}.header`);
  if (t.list !== undefined) return { header, list: list(t.list, `${where}.list`).map((item, i) => text(item, `${where}.list[${i}]`)) };
  return { header, paragraph: text(t.paragraph, `${where}.paragraph`) };
}

function questionOf(value: unknown, where: string): QuizQuestion {
  const q = record(value, where);
  if (!QUIZ_CATEGORY_IDS.includes(q.category as QuizCategoryId)) fail(`${where}.category`, 'is not a quiz category');
  if (!QUIZ_SELECT_VARIANTS.includes(q.selectVariant as QuizSelectVariant)) fail(`${where}.selectVariant`, 'is not a select variant');
  const options = list(q.options, `${where}.options`).map((o, i) => optionOf(o, `${where}.options[${i}]`));
  const n = q.numberOfSelection;
  const choosable = options.filter((o) => !o.exclusive).length;
  if (!Number.isInteger(n) || (n as number) < 1) fail(`${where}.numberOfSelection`, 'must be 1 or more');
  if (q.selectVariant !== 'multi-select' && n !== 1) fail(`${where}.numberOfSelection`, 'must be 1 for a single choice');
  if ((n as number) > choosable) fail(`${where}.numberOfSelection`, 'asks for more options than there are');
  if (q.selectVariant !== 'multi-select' && options.some((o) => o.exclusive)) fail(`${where}.options`, 'only a multi-select has an exclusive option');
  return {
    id: text(q.id, `${where}.id`),
    category: q.category as QuizCategoryId,
    question: text(q.question, `${where}.question`),
    selectVariant: q.selectVariant as QuizSelectVariant,
    numberOfSelection: n as number,
    options,
    tip: tipOf(q.tip, `${where}.tip`),
  };
}

/**
 * The content in `value`, checked: every category named once with its badge, every badge described, at least one
 * question per category, question ids unique. Throws a DomainError ('unavailable') naming the first problem.
 */
export function parseQuizContent(value: unknown): QuizContent {
  try {
    const c = record(value, 'content');
    const categories = list(c.categories, 'categories').map((v, i) => {
      const cat = record(v, `categories[${i}]`);
      if (!QUIZ_CATEGORY_IDS.includes(cat.id as QuizCategoryId)) fail(`categories[${i}].id`, 'is not a quiz category');
      return { id: cat.id as QuizCategoryId, name: text(cat.name, `categories[${i}].name`), badge: text(cat.badge, `categories[${i}].badge`) };
    });
    for (const id of QUIZ_CATEGORY_IDS) {
      if (categories.filter((cat) => cat.id === id).length !== 1) fail('categories', `must name ${id} once`);
    }
    const badges = list(c.badges, 'badges').map((v, i) => {
      const b = record(v, `badges[${i}]`);
      return { name: text(b.name, `badges[${i}].name`), description: text(b.description, `badges[${i}].description`) };
    });
    for (const name of [NOVICE_BADGE, ...categories.map((cat) => cat.badge)]) {
      if (!badges.some((b) => b.name === name)) fail('badges', `must describe ${name}`);
    }
    const questions = list(c.questions, 'questions').map((q, i) => questionOf(q, `questions[${i}]`));
    if (new Set(questions.map((q) => q.id)).size !== questions.length) fail('questions', 'ids must be unique');
    for (const id of QUIZ_CATEGORY_IDS) {
      if (!questions.some((q) => q.category === id)) fail('questions', `need at least one in ${id}`);
    }
    return { version: text(c.version, 'version'), title: text(c.title, 'title'), categories, badges, questions };
  } catch (error) {
    if (error instanceof ContentProblem) throw new DomainError('QUIZ.CONTENT_INVALID', `The quiz content is not valid (${error.message}).`, 'unavailable');
    throw error;
  }
}
