import type { ServiceIdentifier } from 'inversify';
import type { GetQuizFile } from './application/get-quiz-file.js';
import type { QuizContentSource } from './ports/quiz-content-source.js';

const token = <T>(name: string) => Symbol.for(name) as ServiceIdentifier<T> & symbol;

export const QUIZ = {
  ContentSource: token<QuizContentSource>('quiz.ContentSource'),
  GetQuizFile: token<GetQuizFile>('quiz.GetQuizFile'),
} as const;
