import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchDocument } from '../../domain/search-document.js';
import type { SearchDocumentSource } from '../../ports/search-index.js';

/** content/search/<id>.json, one document a file (written by `npm run content:search`, see docs/decisions.md "Search"). */
export class JsonSearchDocumentSource implements SearchDocumentSource {
  constructor(private readonly folder: string) {}

  async load(): Promise<SearchDocument[]> {
    const names = (await readdir(this.folder)).filter((name) => name.endsWith('.json')).sort();
    return Promise.all(
      names.map(async (name) => {
        const raw = JSON.parse(await readFile(path.join(this.folder, name), 'utf8')) as Partial<SearchDocument> & { headings?: unknown };
        return {
          id: String(raw.id ?? ''),
          kind: raw.kind as SearchDocument['kind'],
          title: String(raw.title ?? ''),
          address: String(raw.address ?? ''),
          headings: Array.isArray(raw.headings) ? raw.headings.map(String) : [],
          body: String(raw.body ?? ''),
        };
      }),
    );
  }
}
