import { expect } from 'chai';
import { appPerSuite } from '../../support/test-app.js';

const URL = '/api/v1/fin-lit-quiz/serve-file';

/** GET fin-lit-quiz serve-file (spec 3 §7): the quiz's text, public, checked before it is served. */
describe('Quiz: GET /fin-lit-quiz/serve-file/{fileName}', () => {
  const t = appPerSuite();

  it('serves the English text of content version 1.0.0 to anyone, cacheable', async () => {
    const res = await t.client().get(`${URL}/en.json`);
    expect(res.status, res.text).to.equal(200);
    expect(res.body.version).to.equal('1.0.0');
    expect(res.body.questions).to.have.lengthOf(11);
    expect(res.body.categories.map((c: { id: string }) => c.id)).to.deep.equal(['MONEY_MANAGEMENT', 'INVESTMENT', 'INSURANCE', 'RETIREMENT_PLANNING', 'ESTATE_PLANNING']);
    expect(res.headers.get('cache-control')).to.equal('public, max-age=300');
  });

  it('answers 404 with a message for a language it does not have', async () => {
    const res = await t.client().get(`${URL}/fr.json`);
    expect(res.status).to.equal(404);
    expect(res.body.errorMessage).to.equal('The quiz is not available in that language.');
  });

  it('answers 400 for a name that is not a language file, never reading outside the quiz folder', async () => {
    for (const name of ['en.txt', '..%2F..%2Fpackage.json', 'EN.json', '%2Fetc%2Fpasswd']) {
      const res = await t.client().get(`${URL}/${name}`);
      expect(res.status, name).to.equal(400);
      expect(res.body.errorMessage, name).to.equal('Ask for a quiz file by its language, for example en.json.');
    }
  });
});
