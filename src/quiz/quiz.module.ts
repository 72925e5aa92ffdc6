import { ContainerModule } from 'inversify';
import { PLATFORM } from '../platform/di/platform.tokens.js';
import { GetQuizFile } from './application/get-quiz-file.js';
import { FileQuizContentSource } from './adapters/content/file-quiz-content-source.js';
import { quizRoutes } from './adapters/http/quiz.routes.js';
import { QUIZ } from './quiz.tokens.js';

/**
 * The quiz context: the financial-literacy quiz's content. The quiz is public and anonymous: its rules (what an
 * answer scores, the badge) are pure domain code the web app runs, and no answer is sent back.
 */
export function quizModule(options: { contentRoot: string }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(QUIZ.ContentSource).toConstantValue(new FileQuizContentSource(options.contentRoot));
    bind(QUIZ.GetQuizFile).toResolvedValue((source) => new GetQuizFile(source), [QUIZ.ContentSource]).inSingletonScope();
    bind(PLATFORM.ApiRoutes).toResolvedValue((getFile) => quizRoutes({ getFile }), [QUIZ.GetQuizFile]);
  });
}
