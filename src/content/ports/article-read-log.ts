import type { ArticleRead } from '../domain/article-read.js';

/** The articles each resident has read; every call is scoped to `userId`. */
export interface ArticleReadLog {
  /** Records the first read only: reading again keeps the first time. */
  record(userId: string, article: string, at: Date): Promise<void>;
  list(userId: string): Promise<ArticleRead[]>;
  hasRead(userId: string, article: string): Promise<boolean>;
}
