import { expect } from 'chai';
import { readFileSync } from 'node:fs';

/**
 * docs/operations.md is the operator's one list of settings: every environment variable the configuration reads must
 * be in it (what it does, its default, when to change it), or an operator cannot know it exists. The names are read
 * from the source of src/platform/config/config.ts (its Joi schema of the environment, and any `env.X` / `env['X']`
 * read beside it), so a variable added there without a line in the doc fails here.
 */
const ROOT = new URL('../../../', import.meta.url).pathname;
const CONFIG_SOURCE = readFileSync(`${ROOT}src/platform/config/config.ts`, 'utf8');
const OPERATIONS_DOC = readFileSync(`${ROOT}docs/operations.md`, 'utf8');

/** The keys of the `envSchema` object and every `env.NAME` / `env['NAME']` read in the file. */
function configuredVariables(source: string): string[] {
  const names = new Set<string>();
  const schema = /const envSchema = Joi\.object\(\{([\s\S]*?)\n\}\)/.exec(source);
  if (schema?.[1]) {
    for (const match of schema[1].matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*:/gm)) names.add(match[1] as string);
  }
  for (const match of source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g)) {
    names.add((match[1] ?? match[2]) as string);
  }
  return [...names].sort();
}

/** A name counts as documented when it appears in backticks, as the configuration table and the sections write it. */
function documented(doc: string, name: string): boolean {
  return new RegExp('`[^`\\n]*\\b' + name + '\\b[^`\\n]*`').test(doc);
}

describe('docs/operations.md', () => {
  it('reads the variable names from the schema and from direct reads, not from comments', () => {
    const source = [
      "const envSchema = Joi.object({",
      "  NODE_ENV: Joi.string(),",
      "  // PORT: a comment naming a variable is not a key",
      "  RATE_LIMIT_X_PER_MINUTE: Joi.number().integer().min(1).max(10_000_000).default(30),",
      "}).unknown(true);",
      "if (env.MYINFO_BASE_URL && env['EXTRA_ONE']) process.env.HOME;",
    ].join('\n');
    expect(configuredVariables(source)).to.deep.equal(['EXTRA_ONE', 'HOME', 'MYINFO_BASE_URL', 'NODE_ENV', 'RATE_LIMIT_X_PER_MINUTE']);
  });

  it('counts a name as documented only in backticks and as a whole word', () => {
    expect(documented('| `PORT` | `3000` | HTTP port |', 'PORT')).to.equal(true);
    expect(documented('| `MYINFO_CLIENT_ID` / `MYINFO_CLIENT_SECRET` | x |', 'MYINFO_CLIENT_SECRET')).to.equal(true);
    expect(documented('run `PORT=4000 make start`', 'PORT')).to.equal(true);
    expect(documented('the PORT is', 'PORT')).to.equal(false);
    expect(documented('`RATE_LIMIT_SEARCH_PER_MINUTE`', 'RATE_LIMIT_SEARCH')).to.equal(false);
  });

  it('finds the configuration in src/platform/config/config.ts', () => {
    // A guard on the parser: if config.ts changes shape so that nothing is found, the next test would pass vacuously.
    expect(configuredVariables(CONFIG_SOURCE)).to.include.members(['NODE_ENV', 'PORT', 'DATABASE_URL', 'SESSION_SECRETS']);
  });

  it('documents every environment variable the configuration reads', () => {
    const missing = configuredVariables(CONFIG_SOURCE).filter((name) => !documented(OPERATIONS_DOC, name));
    expect(missing, 'add each to the "Configuration" table of docs/operations.md (what, default, when to change it)').to.deep.equal([]);
  });
});
