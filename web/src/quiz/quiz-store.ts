/**
 * The quiz context's web store: the content (GET fin-lit-quiz serve-file), the visitor's answers and 'About you',
 * and the result worked out by the quiz domain's rules. Nothing the visitor answers leaves the browser.
 */
import { flow, makeAutoObservable } from 'mobx';
import type { QuizContent } from '../../../src/quiz/adapters/http/quiz.contract.js';
import type { QuizResult } from '../../../src/quiz/domain/quiz-scoring.js';
import type { RemovableStorage } from '../cashflow/expense-manager/expense-manager-store';
import type { QuizApi } from './quiz.api';
import { EMPTY_DEMOGRAPHICS, QUIZ_SESSION_KEY, emptyQuizSession, parseQuizSession, type QuizDemographics, type QuizSession } from './quiz-session';

export type QuizLoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** The quiz domain's rules the store uses: loaded with the text, so every page's start-up code does not carry them. */
type QuizScoring = Pick<typeof import('../../../src/quiz/domain/quiz-scoring.js'), 'quizResult' | 'selectionError'>;

export class QuizStore {
  content: QuizContent | null = null;
  private scoring: QuizScoring | null = null;
  loadState: QuizLoadState = 'idle';
  session: QuizSession = emptyQuizSession('');

  constructor(
    private readonly api: QuizApi,
    private readonly storage: RemovableStorage | null,
  ) {
    makeAutoObservable<QuizStore, 'api' | 'storage' | 'scoring'>(this, { api: false, storage: false, scoring: false, load: flow });
  }

  /** Loads the English text once; a failure can be retried. */
  *load(): Generator<Promise<[QuizContent, QuizScoring]>, void, [QuizContent, QuizScoring]> {
    if (this.loadState === 'loading' || this.loadState === 'loaded') return;
    this.loadState = 'loading';
    try {
      const [content, scoring] = yield Promise.all([this.api.getFile('en'), import('../../../src/quiz/domain/quiz-scoring.js')]);
      this.scoring = scoring;
      this.content = content;
      this.session = parseQuizSession(this.read(), content);
      this.loadState = 'loaded';
    } catch {
      this.loadState = 'failed';
    }
  }

  /** The first question (0-based) still without a complete answer; the question count when all are answered. */
  get firstUnanswered(): number {
    const questions = this.content?.questions ?? [];
    const scoring = this.scoring;
    if (!scoring) return 0;
    const at = questions.findIndex((q) => scoring.selectionError(q, this.session.answers[q.id] ?? []) !== null);
    return at < 0 ? questions.length : at;
  }

  get result(): QuizResult | null {
    return this.content && this.scoring && this.session.finished ? this.scoring.quizResult(this.content, this.session.answers) : null;
  }

  choose(questionId: string, chosen: number[]): void {
    this.update({ answers: { ...this.session.answers, [questionId]: chosen }, finished: false });
  }

  setDemographics(demographics: QuizDemographics): void {
    this.update({ demographics });
  }

  /** Submits: only when every question is answered as it asks. */
  finish(): boolean {
    if (!this.content || this.firstUnanswered < this.content.questions.length) return false;
    this.update({ finished: true });
    return true;
  }

  /** Take it again: answers and 'About you' go. */
  restart(): void {
    this.session = { ...emptyQuizSession(this.content?.version ?? ''), demographics: EMPTY_DEMOGRAPHICS };
    try {
      this.storage?.removeItem(QUIZ_SESSION_KEY);
    } catch {
      // nothing was kept
    }
  }

  private update(change: Partial<QuizSession>): void {
    this.session = { ...this.session, ...change };
    try {
      this.storage?.setItem(QUIZ_SESSION_KEY, JSON.stringify(this.session));
    } catch {
      // storage refused: the answers last as long as the page
    }
  }

  private read(): string | null {
    try {
      return this.storage?.getItem(QUIZ_SESSION_KEY) ?? null;
    } catch {
      return null;
    }
  }
}
