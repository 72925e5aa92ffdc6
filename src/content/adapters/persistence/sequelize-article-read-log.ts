import { QueryTypes, type Sequelize } from 'sequelize';
import type { ArticleRead } from '../../domain/article-read.js';
import type { ArticleReadLog } from '../../ports/article-read-log.js';

/** `article_reads`: one row per resident and article, the first time it was read. */
export class SequelizeArticleReadLog implements ArticleReadLog {
  constructor(private readonly sequelize: Sequelize) {}

  async record(userId: string, article: string, at: Date): Promise<void> {
    await this.sequelize.query('INSERT INTO article_reads (user_id, article, completed_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, article) DO NOTHING', {
      bind: [userId, article, at],
    });
  }

  async list(userId: string): Promise<ArticleRead[]> {
    const rows = await this.sequelize.query<{ article: string; completed_at: Date }>(
      'SELECT article, completed_at FROM article_reads WHERE user_id = $1 ORDER BY completed_at, article',
      { bind: [userId], type: QueryTypes.SELECT },
    );
    return rows.map((row) => ({ article: row.article, completedAt: new Date(row.completed_at) }));
  }

  async hasRead(userId: string, article: string): Promise<boolean> {
    const rows = await this.sequelize.query('SELECT 1 FROM article_reads WHERE user_id = $1 AND article = $2', { bind: [userId, article], type: QueryTypes.SELECT });
    return rows.length > 0;
  }
}
