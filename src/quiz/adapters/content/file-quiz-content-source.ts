import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { QuizContentSource } from '../../ports/quiz-content-source.js';

/** The quiz's text files under `<contentRoot>/fin-lit-quiz/<version>/<language>.json`. */
export class FileQuizContentSource implements QuizContentSource {
  constructor(private readonly contentRoot: string) {}

  async read(version: string, language: string): Promise<unknown | null> {
    const file = path.join(this.contentRoot, 'fin-lit-quiz', version, `${language}.json`);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return JSON.parse(text) as unknown;
  }
}
