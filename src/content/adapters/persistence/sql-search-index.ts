import { QueryTypes, type Sequelize } from 'sequelize';
import { MARK_END, MARK_START, snippetSegments, type SearchDocument, type SearchDocumentKind, type SearchHit } from '../../domain/search-document.js';
import type { SearchIndex } from '../../ports/search-index.js';

/** ts_headline's options: our control-character marks (never HTML) and a short snippet of up to two fragments. */
const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
/** Below this trigram similarity a lexicon word is no correction (pg_trgm's own default threshold). */
const WORD_SIMILARITY = 0.3;
/** A title must be at least this like the query (word_similarity) to be offered when nothing else matched. */
const TITLE_SIMILARITY = 0.35;
const SNIPPET_CHARACTERS = 160;

interface HitRow {
  title: string;
  kind: SearchDocumentKind;
  address: string;
  headline: string;
}

const toHit = (row: HitRow): SearchHit => ({ title: row.title, kind: row.kind, address: row.address, snippet: snippetSegments(row.headline) });

/**
 * `search_documents` and `search_words` (migration content-I-create-search-documents): PostgreSQL full text with a
 * weighted, generated tsvector (title A, headings B, body C) and pg_trgm for misspellings.
 */
export class SqlSearchIndex implements SearchIndex {
  constructor(private readonly sequelize: Sequelize) {}

  async replaceAll(documents: readonly SearchDocument[], lexicon: readonly string[]): Promise<{ written: number; removed: number }> {
    return this.sequelize.transaction(async (transaction) => {
      const [, written] = (await this.sequelize.query(
        `INSERT INTO search_documents (id, kind, title, address, headings, body)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
         ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, title = EXCLUDED.title, address = EXCLUDED.address,
           headings = EXCLUDED.headings, body = EXCLUDED.body
         WHERE (search_documents.kind, search_documents.title, search_documents.address, search_documents.headings, search_documents.body)
           IS DISTINCT FROM (EXCLUDED.kind, EXCLUDED.title, EXCLUDED.address, EXCLUDED.headings, EXCLUDED.body)`,
        {
          bind: [
            documents.map((d) => d.id),
            documents.map((d) => d.kind),
            documents.map((d) => d.title),
            documents.map((d) => d.address),
            documents.map((d) => d.headings.join('\n')),
            documents.map((d) => d.body),
          ],
          transaction,
        },
      )) as [unknown, number];
      const [, removed] = (await this.sequelize.query('DELETE FROM search_documents WHERE NOT (id = ANY($1::text[]))', {
        bind: [documents.map((d) => d.id)],
        transaction,
      })) as [unknown, number];
      await this.sequelize.query('DELETE FROM search_words WHERE NOT (word = ANY($1::text[]))', { bind: [lexicon], transaction });
      await this.sequelize.query('INSERT INTO search_words (word) SELECT * FROM unnest($1::text[]) ON CONFLICT (word) DO NOTHING', { bind: [lexicon], transaction });
      return { written: rowCount(written), removed: rowCount(removed) };
    });
  }

  async fullText(query: string, limit: number): Promise<SearchHit[]> {
    const rows = await this.sequelize.query<HitRow>(
      `WITH q AS (SELECT websearch_to_tsquery('english', $1) AS query),
       ranked AS (
         SELECT d.title, d.kind, d.address, d.body, ts_rank_cd(d.document, q.query) AS rank
         FROM search_documents d, q WHERE d.document @@ q.query
         ORDER BY rank DESC, d.title LIMIT $2
       )
       SELECT r.title, r.kind, r.address,
              ts_headline('english', CASE WHEN r.body = '' THEN r.title ELSE r.body END, q.query, $3) AS headline
       FROM ranked r, q ORDER BY r.rank DESC, r.title`,
      { bind: [query, limit, HEADLINE_OPTIONS], type: QueryTypes.SELECT },
    );
    return rows.map(toHit);
  }

  async nearestWords(words: readonly string[]): Promise<Map<string, string>> {
    if (words.length === 0) return new Map();
    const rows = await this.sequelize.query<{ typed: string; word: string }>(
      `SELECT t.typed, best.word
       FROM unnest($1::text[]) AS t(typed)
       CROSS JOIN LATERAL (
         SELECT w.word FROM search_words w
         WHERE w.word % t.typed AND similarity(w.word, t.typed) >= $2
         ORDER BY similarity(w.word, t.typed) DESC, w.word LIMIT 1
       ) best
       WHERE NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = t.typed)`,
      { bind: [words, WORD_SIMILARITY], type: QueryTypes.SELECT },
    );
    return new Map(rows.map((row) => [row.typed, row.word]));
  }

  async similarTitles(query: string, limit: number): Promise<SearchHit[]> {
    const rows = await this.sequelize.query<HitRow>(
      `SELECT title, kind, address, left(CASE WHEN body = '' THEN title ELSE body END, $3) AS headline
       FROM search_documents
       WHERE word_similarity(lower($1), lower(title)) >= $2
       ORDER BY word_similarity(lower($1), lower(title)) DESC, title LIMIT $4`,
      { bind: [query, TITLE_SIMILARITY, SNIPPET_CHARACTERS, limit], type: QueryTypes.SELECT },
    );
    return rows.map(toHit);
  }
}

/** Sequelize answers a write's metadata as a row count (PostgreSQL) or a result object, by dialect. */
function rowCount(meta: unknown): number {
  if (typeof meta === 'number') return meta;
  if (meta && typeof meta === 'object' && 'rowCount' in meta && typeof meta.rowCount === 'number') return meta.rowCount;
  return 0;
}
