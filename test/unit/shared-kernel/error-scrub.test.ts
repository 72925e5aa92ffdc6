import { expect } from 'chai';
import { MAX_REPORT_TEXT, scrubEvent, scrubText, scrubUrl } from '../../../src/shared-kernel/error-scrub.js';

describe('error reports carry nothing personal (docs/decisions.md "Error reporting")', () => {
  describe('scrubText', () => {
    it('replaces NRIC and FIN numbers, emails and ids', () => {
      expect(scrubText('No record for S9812379B or f1234567n (mail tan.ah.kow@example.com)')).to.equal('No record for [id] or [id] (mail [email])');
      expect(scrubText('goal 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed not found')).to.equal('goal [uuid] not found');
    });

    it('replaces amounts with or without their currency mark, and other long numbers', () => {
      expect(scrubText('Cannot allocate S$12,345.67 of $900 (SGD 30000)')).to.equal('Cannot allocate [amount] of [amount] ([amount])');
      expect(scrubText('balance 1,234,567.89 left, call 9123 4567')).to.equal('balance [number] left, call [number]');
      expect(scrubText('2,500 dollars')).to.equal('[amount]');
    });

    it('keeps what says where in the code: names, short numbers, source positions', () => {
      const stack = 'TypeError: x is undefined\n    at render (http://localhost:3000/assets/dashboard-Bq3x.js:12:34567)';
      expect(scrubText(stack)).to.equal(stack);
      expect(scrubText('Expected 3 items, got 12')).to.equal('Expected 3 items, got 12');
    });

    it('drops query strings and fragments from the addresses it quotes', () => {
      expect(scrubText('GET http://localhost:3000/sp-callback?code=abc&state=S9812379B failed')).to.equal('GET http://localhost:3000/sp-callback failed');
      expect(scrubText('fetch /api/v1/export?format=csv#x failed')).to.equal('fetch /api/v1/export failed');
    });

    it(`cuts a text longer than ${MAX_REPORT_TEXT} characters`, () => {
      const long = scrubText('a'.repeat(MAX_REPORT_TEXT + 50));
      expect(long).to.have.length(MAX_REPORT_TEXT + 1);
      expect(long.endsWith('…')).to.equal(true);
    });
  });

  describe('scrubUrl', () => {
    it('keeps the path, drops host, query and fragment, and replaces id segments', () => {
      expect(scrubUrl('https://mmp.example.sg/targets/goal/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed?tab=2#top')).to.equal('/targets/goal/:id');
      expect(scrubUrl('/housing/plans/12345/summary')).to.equal('/housing/plans/:id/summary');
      expect(scrubUrl('/profile/S9812379B')).to.equal('/profile/:id');
      expect(scrubUrl('/buying-a-house/what-can-i-afford')).to.equal('/buying-a-house/what-can-i-afford');
    });

    it('answers an empty path for what is not an address', () => {
      expect(scrubUrl('http://[::1')).to.equal('');
    });
  });

  describe('scrubEvent', () => {
    it('keeps the failure and where it happened, and drops who and what they entered', () => {
      const event = {
        event_id: 'abc',
        level: 'error',
        message: 'Saving S$1,200.00 for S9812379B failed',
        exception: { values: [{ type: 'TypeError', value: 'tan@example.com not found', stacktrace: { frames: [{ filename: 'app.js', lineno: 3 }] } }] },
        request: { method: 'POST', url: 'https://mmp.example.sg/api/v1/goal/12345?x=1', headers: { cookie: 'mmp.sid=secret' }, data: '{"amount":120000}' },
        user: { id: 'u1', ip_address: '10.0.0.1' },
        breadcrumbs: [{ message: 'clicked Save' }],
        extra: { body: 'x' },
        contexts: { os: { name: 'Linux' } },
        server_name: 'web-1',
        tags: { requestId: 'r-1' },
      };
      expect(scrubEvent(event)).to.deep.equal({
        event_id: 'abc',
        level: 'error',
        message: 'Saving [amount] for [id] failed',
        exception: { values: [{ type: 'TypeError', value: '[email] not found', stacktrace: { frames: [{ filename: 'app.js', lineno: 3 }] } }] },
        request: { method: 'POST', url: '/api/v1/goal/:id' },
        tags: { requestId: 'r-1' },
      });
    });
  });
});
