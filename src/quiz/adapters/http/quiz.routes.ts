import type { ApiRoutes } from '../../../platform/http/http-types.js';
import type { GetQuizFile } from '../../application/get-quiz-file.js';
import type { QuizFileResponse } from './quiz.contract.js';

/** The quiz's public call: its text files (spec 3 §7 'GET fin-lit-quiz serve-file'). */
export function quizRoutes(deps: { getFile: GetQuizFile }): ApiRoutes {
  return {
    name: 'quiz.files',
    mount(router) {
      // The file name is checked by the use case (a language tag and .json), which answers 400 for anything else.
      router.get('/fin-lit-quiz/serve-file/:fileName', async (ctx) => {
        const body: QuizFileResponse = await deps.getFile.execute(String(ctx.params.fileName));
        // The same for everyone and changed only by a deployment; a short cache still picks a release up quickly.
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.body = body;
      });
    },
  };
}
