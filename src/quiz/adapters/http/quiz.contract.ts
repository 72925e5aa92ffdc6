/**
 * GET /api/v1/fin-lit-quiz/serve-file/{fileName} (public): the quiz's text for one language ('en.json'), as
 * `QuizFileResponse`. Errors: 400 `QUIZ.FILE_NAME_INVALID`, 404 `QUIZ.FILE_NOT_FOUND`, 503 `QUIZ.CONTENT_INVALID`.
 */
export type {
  QuizBadge,
  QuizCategory,
  QuizCategoryId,
  QuizContent,
  QuizContent as QuizFileResponse,
  QuizOption,
  QuizQuestion,
  QuizSelectVariant,
  QuizTip,
} from '../../domain/quiz-content.js';
