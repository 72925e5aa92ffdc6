import type { QueryInterface } from 'sequelize';

/**
 * Site search (spec 1 §2 search page; docs/decisions.md "Search"): the documents indexed at start-up from
 * content/search, a weighted full-text vector (title A, headings B, body C) kept by PostgreSQL itself, and the
 * words of every document for misspellings (pg_trgm), with trigram indexes on both titles and words.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await qi.sequelize.query(`
    CREATE TABLE search_documents (
      id varchar(100) PRIMARY KEY,
      kind varchar(20) NOT NULL CHECK (kind IN ('article', 'tool', 'page', 'faq')),
      title varchar(200) NOT NULL,
      address varchar(300) NOT NULL,
      headings text NOT NULL DEFAULT '',
      body text NOT NULL DEFAULT '',
      document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', headings), 'B') ||
        setweight(to_tsvector('english', body), 'C')
      ) STORED
    )`);
  await qi.sequelize.query('CREATE INDEX search_documents_document_idx ON search_documents USING GIN (document)');
  await qi.sequelize.query('CREATE INDEX search_documents_title_trgm_idx ON search_documents USING GIN (lower(title) gin_trgm_ops)');
  await qi.sequelize.query('CREATE TABLE search_words (word varchar(100) PRIMARY KEY)');
  await qi.sequelize.query('CREATE INDEX search_words_trgm_idx ON search_words USING GIN (word gin_trgm_ops)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP TABLE IF EXISTS search_words');
  await qi.sequelize.query('DROP TABLE IF EXISTS search_documents');
}
