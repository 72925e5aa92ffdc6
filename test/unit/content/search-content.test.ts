import { expect } from 'chai';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentFileName, extractSearchDocuments, type SearchContentDocument } from '../../../scripts/lib/search-content.js';
import { ALL_RESOURCES, FOOTER_GROUPS, WHAT_CAN_I_AFFORD } from '../../../web/src/app/site-map.js';
import { searchDocumentProblems } from '../../../src/content/domain/search-document.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const folder = path.join(root, 'content', 'search');
const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
const stored: SearchContentDocument[] = files.map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as SearchContentDocument);
const byAddress = (address: string) => stored.filter((doc) => doc.address === address);

describe('content/search (the documents site search indexes)', () => {
  it('holds exactly what the pages say: regenerate with `npm run content:search` after editing a page', () => {
    const fromPages = extractSearchDocuments(root);
    expect(files.sort()).to.deep.equal(fromPages.map(contentFileName).sort());
    for (const doc of fromPages) {
      const file = stored.find((s) => s.id === doc.id);
      // Title and headings first, so a drift says which page and which heading.
      expect({ id: file?.id, title: file?.title, headings: file?.headings }, doc.source ?? doc.id).to.deep.equal({ id: doc.id, title: doc.title, headings: doc.headings });
      expect(file, doc.id).to.deep.equal(doc);
    }
  });

  it('has a document for every public page of the site map: footer links and resource sections', () => {
    const addresses = [...FOOTER_GROUPS.flatMap((group) => group.links.map((link) => link.to)), ...ALL_RESOURCES.map((link) => link.to), WHAT_CAN_I_AFFORD.to];
    const missing = addresses.filter((address) => byAddress(address).length === 0);
    expect(missing).to.deep.equal([]);
  });

  it('has a document for every article route of the router, and the FAQ entries as FAQ results', () => {
    const router = readFileSync(path.join(root, 'web/src/app/router.tsx'), 'utf8');
    const articleRoutes = [...router.matchAll(/path: '((?:savings|loans-and-credit|investment|insurance|retirement)-resources\/[a-z-]+)'/g)]
      .map((m) => `/${m[1]}`)
      .filter((address) => !/lockout|budget-calc|budget-calculator\/|readiness-assessment\//.test(address));
    expect(articleRoutes.length).to.be.greaterThan(10);
    expect(articleRoutes.filter((address) => byAddress(address).length === 0)).to.deep.equal([]);
    expect(stored.filter((doc) => doc.kind === 'faq' && doc.address === '/faq').length).to.be.at.least(9);
  });

  it('keeps the fixed figures of a page: numbers, constant facts and amounts in dollars, not the dated ones', () => {
    const assess = stored.find((doc) => doc.id === 'retirement-assess-current-situation')!;
    expect(assess.body).to.contain('Keep 3 to 6 months of expenses aside as an emergency fund first');
    expect(assess.body).to.contain('a cash bonus of up to S$30,000 when');
    const goals = stored.find((doc) => doc.id === 'retirement-define-retirement-goals')!;
    expect(goals.body).to.contain('you need 50 % to 70 % of your last income');
    expect(stored.find((doc) => doc.id === 'buying-a-house-my-first-house')!.body).to.contain('check your eligibility with HDB before you choose');
  });

  it('every document may be indexed (ids, kinds, titles, addresses)', () => {
    expect(searchDocumentProblems(stored)).to.deep.equal([]);
  });
});
