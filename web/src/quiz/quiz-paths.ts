/** Spec 1 §2 / spec 3 §2: the quiz's base route and sub-pages (content-only layout). */
export const QUIZ_PATH = {
  base: '/fin-lit-quiz',
  preface: '/fin-lit-quiz/preface',
  demographics: '/fin-lit-quiz/demographics',
  questions: '/fin-lit-quiz/questions',
  results: '/fin-lit-quiz/results',
  terms: '/fin-lit-quiz/terms-and-conditions',
  error: '/fin-lit-quiz/error',
} as const;

/** Question `number` (1-based) of the questions page. */
export const questionPath = (number: number): string => `${QUIZ_PATH.questions}?n=${number}`;
