import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { itAnswers401SignedOutAnd403BeforeConsent } from '../../support/gated-calls.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { signInConsented } from '../../support/sign-in.js';
import { appPerSuite } from '../../support/test-app.js';

/** POST /article and GET /article (spec 3 §7), and the anti-scam notice that shows until its article is read (spec 1 §4). */
describe('Content: articles read', () => {
  const clock = new ManualClock('2026-11-25T02:00:00.000Z');
  const t = appPerSuite({ clock });

  itAnswers401SignedOutAnd403BeforeConsent(t, [
    ['GET', '/api/v1/article', undefined],
    ['POST', '/api/v1/article', { article: 'retirement-resources' }],
  ]);

  it('records the first read of each article, lists them, and keeps residents apart', async () => {
    const client = t.client();
    const profile = await signInConsented(client, BY_NRIC.S9812379B);
    await t.app.sequelize.query('DELETE FROM article_reads WHERE user_id = $1', { bind: [profile.id] });
    expect((await client.post('/api/v1/article', { article: 'retirement-resources' })).status).to.equal(204);
    clock.advance(60_000);
    expect((await client.post('/api/v1/article', { article: '/retirement-resources' })).status).to.equal(204);
    expect((await client.post('/api/v1/article', { article: 'buying-a-house/cash-or-CPF' })).status).to.equal(204);
    const list = await client.get('/api/v1/article');
    expect(list.status).to.equal(200);
    expect(list.body.articles).to.deep.equal([
      { article: 'retirement-resources', completedAt: '2026-11-25T02:00:00.000Z' },
      { article: 'buying-a-house/cash-or-CPF', completedAt: '2026-11-25T02:01:00.000Z' },
    ]);
    const other = t.client();
    await signInConsented(other, BY_NRIC.S9812381D);
    await t.app.sequelize.query("DELETE FROM article_reads WHERE user_id = (SELECT id FROM users WHERE singpass_uuid = $1)", { bind: [BY_NRIC.S9812381D.uuid] });
    expect((await other.get('/api/v1/article')).body.articles).to.deep.equal([]);
  });

  it('answers 400 with a message for something that is not an article page', async () => {
    const client = t.client();
    await signInConsented(client, BY_NRIC.S9812379B);
    for (const article of ['', '../../etc', 'has space', 42]) {
      const res = await client.post('/api/v1/article', { article });
      expect(res.status, String(article)).to.equal(400);
      expect(res.body.details[0].field).to.equal('article');
    }
  });

  it('the anti-scam notice shows until its article is read', async () => {
    const client = t.client();
    const profile = await signInConsented(client, BY_NRIC.S9912375C);
    await t.app.sequelize.query('DELETE FROM article_reads WHERE user_id = $1', { bind: [profile.id] });
    const kinds = async () => ((await client.get('/api/v1/notifications')).body.notifications as Array<{ kind?: string }>).map((n) => n.kind);
    expect(await kinds()).to.include('READ_ANTI_SCAM_ARTICLE');
    expect((await client.post('/api/v1/article', { article: 'investment-resources/beware-of-investment-scams' })).status).to.equal(204);
    expect(await kinds()).to.not.include('READ_ANTI_SCAM_ARTICLE');
  });
});
