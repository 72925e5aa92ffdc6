/**
 * The visitor's answers while they take the quiz: kept in session storage (a reload or a look at the terms does not
 * lose them; closing the tab does), read back with every value checked against the content it answers.
 */
import type { QuizContent } from '../../../src/quiz/adapters/http/quiz.contract.js';

export const QUIZ_SESSION_KEY = 'mymoneyplan.fin-lit-quiz';

export interface QuizDemographics {
  residentialStatus: string;
  yearOfBirth: string;
  employmentStatus: string;
  grossIncome: string;
}

export const EMPTY_DEMOGRAPHICS: QuizDemographics = { residentialStatus: '', yearOfBirth: '', employmentStatus: '', grossIncome: '' };

export interface QuizSession {
  /** the content version answered; answers to another version are dropped */
  version: string;
  answers: Record<string, number[]>;
  demographics: QuizDemographics;
  /** the quiz was submitted: the results may show */
  finished: boolean;
}

export function emptyQuizSession(version: string): QuizSession {
  return { version, answers: {}, demographics: EMPTY_DEMOGRAPHICS, finished: false };
}

/** The stored session for this content, keeping only answers that name real options of real questions. */
export function parseQuizSession(text: string | null, content: QuizContent): QuizSession {
  const fresh = emptyQuizSession(content.version);
  if (!text) return fresh;
  let value: Partial<QuizSession>;
  try {
    value = JSON.parse(text) as Partial<QuizSession>;
  } catch {
    return fresh;
  }
  if (typeof value !== 'object' || value === null || value.version !== content.version) return fresh;
  const answers: Record<string, number[]> = {};
  for (const question of content.questions) {
    const chosen = (value.answers as Record<string, unknown> | undefined)?.[question.id];
    if (Array.isArray(chosen) && chosen.every((i) => Number.isInteger(i) && i >= 0 && i < question.options.length)) answers[question.id] = [...new Set(chosen as number[])];
  }
  const d = (value.demographics ?? {}) as Record<string, unknown>;
  const field = (key: keyof QuizDemographics) => (typeof d[key] === 'string' ? (d[key] as string).slice(0, 40) : '');
  return {
    version: content.version,
    answers,
    demographics: { residentialStatus: field('residentialStatus'), yearOfBirth: field('yearOfBirth'), employmentStatus: field('employmentStatus'), grossIncome: field('grossIncome') },
    finished: value.finished === true,
  };
}
