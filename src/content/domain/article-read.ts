/**
 * Spec 3 §3 "Article completed": a record that a resident read an article, named by its page address without the
 * leading slash ('investment-resources/beware-of-investment-scams').
 */
import { DomainError } from '../../shared-kernel/errors.js';

export const ANTI_SCAM_ARTICLE = 'investment-resources/beware-of-investment-scams';
/** Lower-case words and digits joined by hyphens, in up to 4 path segments (CPF and similar keep their capitals). */
const ARTICLE_KEY = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*(\/[A-Za-z0-9]+(-[A-Za-z0-9]+)*){0,3}$/;
export const MAX_ARTICLE_KEY_LENGTH = 200;

export interface ArticleRead {
  article: string;
  completedAt: Date;
}

/** The article's key as given, checked: the page address of an article, without the leading slash. */
export function articleKey(text: string): string {
  const key = text.trim().replace(/^\/+/, '');
  if (key.length === 0 || key.length > MAX_ARTICLE_KEY_LENGTH || !ARTICLE_KEY.test(key)) {
    throw new DomainError('CONTENT.ARTICLE_INVALID', 'Name the article by its page address, for example investment-resources/beware-of-investment-scams.', 'validation', [
      { field: 'article', message: 'Name the article by its page address' },
    ]);
  }
  return key;
}
