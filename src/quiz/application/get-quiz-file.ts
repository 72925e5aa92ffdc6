import { DomainError } from '../../shared-kernel/errors.js';
import { QUIZ_CONTENT_VERSION, parseQuizContent, type QuizContent } from '../domain/quiz-content.js';
import type { QuizContentSource } from '../ports/quiz-content-source.js';

/** 'en.json', 'zh-SG.json': a language tag and .json, nothing that could name another folder. */
export const QUIZ_FILE_NAME = /^([a-z]{2})(-[A-Z]{2})?\.json$/;

/**
 * GET fin-lit-quiz serve-file (spec 1 §7, spec 3 §7): one of the quiz's text files for the current content version,
 * checked before it is served. A checked file is kept: the content only changes with a deployment.
 */
export class GetQuizFile {
  private readonly checked = new Map<string, Promise<QuizContent>>();

  constructor(private readonly source: QuizContentSource) {}

  execute(fileName: string): Promise<QuizContent> {
    if (!QUIZ_FILE_NAME.test(fileName)) {
      return Promise.reject(new DomainError('QUIZ.FILE_NAME_INVALID', 'Ask for a quiz file by its language, for example en.json.', 'validation'));
    }
    let file = this.checked.get(fileName);
    if (!file) {
      file = this.load(fileName);
      this.checked.set(fileName, file);
      // A failure (a missing file, a read error) is not kept: the next request tries again.
      file.catch(() => this.checked.delete(fileName));
    }
    return file;
  }

  private async load(fileName: string): Promise<QuizContent> {
    const raw = await this.source.read(QUIZ_CONTENT_VERSION, fileName.replace(/\.json$/, ''));
    if (raw === null) throw new DomainError('QUIZ.FILE_NOT_FOUND', 'The quiz is not available in that language.', 'not-found');
    return parseQuizContent(raw);
  }
}
