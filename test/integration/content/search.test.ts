import { expect } from 'chai';
import { appPerSuite } from '../../support/test-app.js';
import type { SearchResponse } from '../../../src/content/adapters/http/search.contract.js';
import { CONTENT } from '../../../src/content/content.tokens.js';

const search = (q: string) => `/api/v1/search?${new URLSearchParams({ q }).toString()}`;

describe('GET /search (site search)', () => {
  const t = appPerSuite({ env: { RATE_LIMIT_SEARCH_PER_MINUTE: '1000', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000' } });

  const find = async (q: string): Promise<SearchResponse> => {
    const res = await t.client().get(search(q));
    expect(res.status, res.text).to.equal(200);
    return res.body as SearchResponse;
  };

  it('is public: "stamp duty" puts the article on the costs of a home, or the calculator working the duties out, first', async () => {
    const { results } = await find('stamp duty');
    expect(results[0]!.address).to.be.oneOf(['/buying-a-house/other-things-to-pay-for', '/buying-a-house/what-can-i-afford']);
    expect(results.map((r) => r.address)).to.include.members(['/buying-a-house/other-things-to-pay-for', '/buying-a-house/what-can-i-afford']);
    expect(results[0]).to.have.all.keys('title', 'kind', 'address', 'snippet');
  });

  it('marks the matched words in the snippet as text segments, never HTML', async () => {
    const { results } = await find('stamp duty');
    const article = results.find((r) => r.address === '/buying-a-house/other-things-to-pay-for')!;
    const marked = article.snippet.filter((s) => s.marked).map((s) => s.text.toLowerCase());
    expect(marked).to.include('stamp');
    expect(article.snippet.map((s) => s.text).join('')).to.not.match(/<\/?mark>|[\u0002\u0003]/);
  });

  it('"CPF" finds the CPF pages, an article or tool first', async () => {
    const { results } = await find('CPF');
    expect(results.length).to.be.greaterThan(3);
    expect(results[0]!.kind).to.be.oneOf(['article', 'tool']);
    expect(results.map((r) => r.address)).to.include('/buying-a-house/cash-or-CPF');
  });

  it('"emergency fund" finds the savings pages', async () => {
    const { results } = await find('emergency fund');
    expect(results.map((r) => r.address)).to.include.members(['/savings-resources', '/loans-and-credit-resources/repay-your-loans-early']);
  });

  it('"scam" puts the investment scams article first', async () => {
    const { results } = await find('scam');
    expect(results[0]!.address).to.equal('/investment-resources/beware-of-investment-scams');
  });

  it('finds through misspellings: "morgage" finds mortgage pages, "insurence" the insurance ones', async () => {
    const mortgage = await find('morgage');
    expect(mortgage.correctedQuery).to.equal('mortgage');
    expect(mortgage.results.length).to.be.greaterThan(0);
    expect(mortgage.results.every((r) => /mortgage/i.test(`${r.title} ${r.snippet.map((s) => s.text).join('')}`))).to.equal(true);
    // 'insurence' stems to the same word as 'insurance' in English full text: found without a correction.
    const insurance = await find('insurence');
    expect(insurance.results.length).to.be.greaterThan(3);
    const unstemmable = await find('insurancce');
    expect(unstemmable.correctedQuery).to.equal('insurance');
    expect(unstemmable.results.map((r) => r.address)).to.include('/insurance-resources/understanding-the-types-of-insurance');
    expect(insurance.results.map((r) => r.address)).to.include('/insurance-resources/understanding-the-types-of-insurance');
  });

  it('a misspelt query puts the right article first: "emergancy fund" the save-before-you-spend article, "stamp dutty" the costs of a home', async () => {
    for (const q of ['emergancy fund', 'emergensy fund', 'emergency fund']) {
      const { results } = await find(q);
      expect(results[0]!.address, q).to.equal('/savings-resources/save-before-you-spend');
    }
    const stamp = await find('stamp dutty');
    expect(stamp.correctedQuery).to.equal('stamp duty');
    expect(stamp.results[0]!.address).to.equal('/buying-a-house/other-things-to-pay-for');
  });

  it('a word no correction reaches does not fall back to titles only: "stmap duty" still finds the stamp duty article first', async () => {
    const { results } = await find('stmap duty');
    expect(results[0]!.address).to.equal('/buying-a-house/other-things-to-pay-for');
    expect(results[0]!.snippet.filter((s) => s.marked).map((s) => s.text.toLowerCase())).to.include('duty');
  });

  it('snippets keep the numbers of the text: "3 to 6 months", "up to S$30,000"', async () => {
    const months = (await find('emergency fund')).results.find((r) => r.address === '/savings-resources/save-before-you-spend')!;
    expect(months.snippet.map((s) => s.text).join('')).to.contain('emergency fund of 3 to 6 months of expenses');
    const bonus = (await find('cash bonus')).results.find((r) => r.address === '/retirement-resources/assess-current-situation')!;
    expect(bonus.snippet.map((s) => s.text).join('')).to.contain('cash bonus of up to S$30,000');
    const keep = (await find('"emergency fund first"')).results.find((r) => r.address === '/retirement-resources/assess-current-situation')!;
    expect(keep.snippet.map((s) => s.text).join('')).to.contain('Keep 3 to 6 months of expenses aside');
  });

  it('answers at most 20 results', async () => {
    const { results } = await find('your money savings CPF insurance home loan');
    expect(results.length).to.be.within(1, 20);
    expect((await find('the')).results.length).to.be.at.most(20);
  });

  it('answers no results, not an error, for words it does not know', async () => {
    expect((await find('zzqxv')).results).to.deep.equal([]);
  });

  it('answers 400 with the spec message for a blank query, a missing one and one of 201 characters', async () => {
    for (const url of [search('   '), '/api/v1/search']) {
      const res = await t.client().get(url);
      expect(res.status).to.equal(400);
      expect(res.body).to.include({ code: 'VALIDATION.FAILED' });
      expect(res.body.details).to.deep.equal([{ field: 'q', message: 'Please enter a value' }]);
    }
    const long = await t.client().get(search('a'.repeat(201)));
    expect(long.status).to.equal(400);
    expect(long.body.details).to.deep.equal([{ field: 'q', message: 'Must be at most 200 characters' }]);
    expect((await t.client().get(search('a'.repeat(200)))).status).to.equal(200);
  });

  it('indexes again idempotently: nothing rewritten when content/search is unchanged, a stray document removed', async () => {
    const index = t.app.container.get(CONTENT.IndexSearchDocuments);
    const again = await index.execute();
    expect(again).to.include({ written: 0, removed: 0 });
    expect(again.documents).to.be.greaterThan(50);
    await t.app.sequelize.query("INSERT INTO search_documents (id, kind, title, address) VALUES ('stray', 'page', 'Stray page', '/stray')");
    expect(await index.execute()).to.include({ written: 0, removed: 1 });
  });
});

describe('GET /search rate limit', () => {
  const t = appPerSuite({ env: { RATE_LIMIT_SEARCH_PER_MINUTE: '3', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000' } });

  it('answers 429 with Retry-After past its own limit per client address', async () => {
    const client = t.client();
    for (let i = 0; i < 3; i++) expect((await client.get(search('budget'))).status).to.equal(200);
    const refused = await client.get(search('budget'));
    expect(refused.status).to.equal(429);
    expect(refused.body.code).to.equal('REQUEST.TOO_MANY');
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 60);
    expect((await client.get('/api/v1/maintenance-schedule')).status).to.equal(200);
  });
});
