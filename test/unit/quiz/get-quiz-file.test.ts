import { expect } from 'chai';
import { GetQuizFile } from '../../../src/quiz/application/get-quiz-file.js';
import type { QuizContentSource } from '../../../src/quiz/ports/quiz-content-source.js';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import { SHIPPED_CONTENT } from './quiz-content.test.js';

class CountingSource implements QuizContentSource {
  reads: string[] = [];
  failNext = false;
  async read(version: string, language: string): Promise<unknown | null> {
    this.reads.push(`${version}/${language}`);
    if (this.failNext) {
      this.failNext = false;
      throw new Error('disk hiccup');
    }
    return language === 'en' ? SHIPPED_CONTENT : null;
  }
}

describe('GetQuizFile', () => {
  it('reads the file of content version 1.0.0 once and serves the checked copy after', async () => {
    const source = new CountingSource();
    const get = new GetQuizFile(source);
    const first = await get.execute('en.json');
    const second = await get.execute('en.json');
    expect(second).to.equal(first);
    expect(source.reads).to.deep.equal(['1.0.0/en']);
  });

  it('does not keep a failed read: the next request tries again', async () => {
    const source = new CountingSource();
    source.failNext = true;
    const get = new GetQuizFile(source);
    await get.execute('en.json').then(
      () => expect.fail('the failed read was served'),
      (error: Error) => expect(error.message).to.equal('disk hiccup'),
    );
    expect((await get.execute('en.json')).version).to.equal('1.0.0');
    expect(source.reads).to.have.lengthOf(2);
  });

  it('refuses a name that is not a language file without reading anything', async () => {
    const source = new CountingSource();
    const error = await new GetQuizFile(source).execute('../secrets.json').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(DomainError);
    expect((error as DomainError).kind).to.equal('validation');
    expect(source.reads).to.deep.equal([]);
  });
});
