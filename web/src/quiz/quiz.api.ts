/** The quiz's one call (spec 3 §7 'GET fin-lit-quiz serve-file'): its text in a language. */
import type { QuizFileResponse } from '../../../src/quiz/adapters/http/quiz.contract.js';
import type { ApiClient } from '../app/api-client';

export interface QuizApi {
  getFile(language: string): Promise<QuizFileResponse>;
}

export class HttpQuizApi implements QuizApi {
  constructor(private readonly api: ApiClient) {}

  /** Quiet: a failure sends the visitor to the quiz's own error page rather than a toast. */
  getFile(language: string): Promise<QuizFileResponse> {
    return this.api.get<QuizFileResponse>(`/fin-lit-quiz/serve-file/${encodeURIComponent(language)}.json`, { quiet: true });
  }
}
