import type { Clock } from '../../shared-kernel/clock.js';
import { ANTI_SCAM_ARTICLE, articleKey, type ArticleRead } from '../domain/article-read.js';
import type { ArticleReadLog } from '../ports/article-read-log.js';

/** POST /article and GET /article (spec 3 §7): the resident's read articles. */
export class ArticleReads {
  constructor(
    private readonly log: ArticleReadLog,
    private readonly clock: Clock,
  ) {}

  record(userId: string, article: string): Promise<void> {
    return this.log.record(userId, articleKey(article), this.clock.now());
  }

  list(userId: string): Promise<ArticleRead[]> {
    return this.log.list(userId);
  }

  /** For identity's anti-scam notice (spec 1 §4 "until read"). */
  hasReadAntiScamArticle(userId: string): Promise<boolean> {
    return this.log.hasRead(userId, ANTI_SCAM_ARTICLE);
  }
}
