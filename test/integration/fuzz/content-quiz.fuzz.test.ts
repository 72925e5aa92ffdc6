import { expect } from 'chai';
import fc from 'fast-check';
import { QueryTypes } from 'sequelize';
import { QUIZ_FILE_NAME } from '../../../src/quiz/application/get-quiz-file.js';
import type { TestClient } from '../../support/http-client.js';
import { expectStored, fewerRuns, fuzzApp, fuzzForbiddenText, fuzzWrites, isSuccess, newResident, property, read, send, type Payload } from './fuzz-harness.js';
import { articleBody, quizFileName, searchQueryBody } from './shapes/content-quiz.shapes.js';
import { hostileId, hostilePayload, inPath } from './shapes/hostile.js';

/**
 * Property-based fuzz of the content writes (spec 1 §7 POST /user-search-query, spec 3 §7 POST /article) and of the
 * quiz's public file path (a visitor's only call with a parameter), read back where the product keeps them.
 */
describe('Fuzz: content and quiz (spec 1 §7, spec 3 §7)', () => {
  const t = fuzzApp();

  describe('POST /user-search-query', () => {
    let client: TestClient;
    let userId = '';
    before(async () => {
      client = await newResident(t, 'consented');
      const on = await client.patch('/api/v1/user', { analyticsEnabled: true });
      expect(on.status, on.text).to.equal(200);
      userId = on.body.id as string;
    });
    /** The last query kept for the resident (there is no read call: analytics are read by operators). */
    const lastQuery = async (): Promise<string | undefined> => {
      const rows = await t.app.sequelize.query<{ search_query: string }>('SELECT search_query FROM user_search_queries WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1', {
        bind: [userId],
        type: QueryTypes.SELECT,
      });
      return rows[0]?.search_query;
    };
    const call = {
      method: 'POST' as const,
      path: () => '/api/v1/user-search-query',
      client: () => client,
      // Each run starts from none kept, so the last one kept is this run's.
      beforeRun: async () => {
        await t.app.sequelize.query('DELETE FROM user_search_queries WHERE user_id = $1', { bind: [userId] });
      },
    };
    fuzzWrites({
      ...call,
      valid: searchQueryBody,
      readBack: async (sent: { searchQuery: string }, res) => {
        expect(res.status).to.equal(204);
        expectStored(await lastQuery(), sent.searchQuery.trim(), 'the search query kept');
      },
    });
    fuzzForbiddenText({ ...call, valid: searchQueryBody, fields: ['searchQuery'] });
    property(
      'a resident with analytics off: 403 CONTENT.SEARCH_ANALYTICS_OFF (or a 400), and nothing is kept',
      () => hostilePayload(searchQueryBody()).map((payload): Payload => ('json' in payload && payload.json === undefined ? { json: {} } : payload)),
      async (payload) => {
        const off = await newResident(t, 'consented');
        const res = await send(off, 'POST', '/api/v1/user-search-query', payload);
        expect(res.status, res.text).to.be.oneOf([400, 403]);
        const id = (await read(off, '/api/v1/user')).id as string;
        const kept = await t.app.sequelize.query('SELECT 1 FROM user_search_queries WHERE user_id = $1', { bind: [id], type: QueryTypes.SELECT });
        expect(kept).to.have.length(0);
      },
      fewerRuns(5),
    );
  });

  describe('POST /article', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    const call = { method: 'POST' as const, path: () => '/api/v1/article', client: () => client };
    fuzzWrites({
      ...call,
      valid: articleBody,
      readBack: async (sent: { article: string }, res) => {
        expect(res.status).to.equal(204);
        const articles = ((await read(client, '/api/v1/article')).articles as Array<{ article: string }>).map((a) => a.article);
        expect(articles, 'GET /article lists the page address, without its leading slash').to.include(sent.article.trim().replace(/^\/+/, ''));
      },
    });
    fuzzForbiddenText({ ...call, valid: () => fc.constant({ article: 'savings-resources/budgeting' }), fields: ['article'] });
  });

  describe('GET /fin-lit-quiz/serve-file/{fileName} (a visitor)', () => {
    property(
      'a language’s file name: 200 with the quiz, or 404 QUIZ.FILE_NOT_FOUND with the contract',
      quizFileName,
      async (fileName) => {
        const res = await send(t.client(), 'GET', `/api/v1/fin-lit-quiz/serve-file/${fileName}`, { none: true });
        if (isSuccess(res)) expect(res.body.questions).to.be.an('array').that.is.not.empty;
        else expect(res.body.code).to.equal('QUIZ.FILE_NOT_FOUND');
      },
      6,
    );
    property(
      'any other name (paths, dots, encodings, odd text): a 4xx with the error contract, never a file from another folder',
      () => fc.oneof(hostileId(), fc.constantFrom('../../package.json', '..%2f..%2fpackage.json', 'en.json/..', '.json', 'en.JSON', 'en.json ', 'en.json%00', '%2e%2e', 'en..json', 'en/en.json', 'EN.json', 'english.json')),
      async (name) => {
        fc.pre(!QUIZ_FILE_NAME.test(name));
        const encoded = name.includes('%') || name.includes('/') ? name : inPath(name);
        const res = await send(t.client(), 'GET', `/api/v1/fin-lit-quiz/serve-file/${encoded}`, { none: true });
        expect(res.status, `${name}: ${res.text.slice(0, 200)}`).to.be.within(400, 499);
      },
    );
  });
});
