/**
 * Writes content/search/<id>.json from the web's page sources (docs/decisions.md "Search"): run after changing an
 * article, a guide, a tool's summary, an FAQ entry or a public page; the server indexes the files at start-up.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentFileName, extractSearchDocuments } from './lib/search-content.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'content', 'search');
mkdirSync(folder, { recursive: true });
const documents = extractSearchDocuments(root);
const names = new Set(documents.map(contentFileName));
for (const old of readdirSync(folder)) if (old.endsWith('.json') && !names.has(old)) rmSync(path.join(folder, old));
for (const document of documents) writeFileSync(path.join(folder, contentFileName(document)), `${JSON.stringify(document, null, 2)}\n`);
console.log(`${documents.length} search documents written to content/search`);
