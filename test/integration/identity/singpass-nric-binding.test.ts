import { expect } from 'chai';
import { appPerSuite } from '../../support/test-app.js';
import { capturedLogger, LEVEL } from '../../support/captured-logs.js';
import { authorizationCodeFor, PERSONAS, signIn } from '../../support/sign-in.js';
import type { TestClient } from '../../support/http-client.js';
import type { MockpassPersona } from '../../support/mockpass.js';

const MISMATCH_MESSAGE = "We could not sign you in: your Singpass account's details do not match our records. Please contact us.";

async function callback(client: TestClient, persona: MockpassPersona) {
  const start = await client.get('/api/v1/auth/singpass/authorize');
  const { code, state } = await authorizationCodeFor(start.body.authorizationUrl, persona);
  return client.post('/api/v1/auth/singpass/callback', { code, state });
}

describe('A Singpass account keeps the NRIC it was first seen with (docs/decisions.md "Identity and sessions")', () => {
  const { logger, lines } = capturedLogger();
  const t = appPerSuite({ logger });

  const userRow = async (uuid: string) =>
    ((await t.app.sequelize.query('SELECT id, nric_hash, login_count, current_session_token FROM users WHERE singpass_uuid = $1', { bind: [uuid] }))[0] as Array<Record<string, unknown>>)[0]!;

  it('refuses a later sign-in of the same Singpass subject with another NRIC (403), logs it at warn without the NRIC, and changes nothing', async () => {
    const resident = t.client();
    const first = await signIn(resident, PERSONAS.limYongXiang);
    const before = await userRow(PERSONAS.limYongXiang.uuid);

    const impostor = t.client();
    const logged = lines.length;
    const res = await callback(impostor, { uuid: PERSONAS.limYongXiang.uuid, nric: PERSONAS.tanHengHuat.nric });
    expect(res.status, res.text).to.equal(403);
    expect(res.body).to.include({ code: 'IDENTITY.SINGPASS_DETAILS_MISMATCH', errorMessage: MISMATCH_MESSAGE });
    expect(impostor.cookie('mmp.sid')).to.equal(undefined);
    expect((await impostor.get('/api/v1/user')).status).to.equal(401);

    expect(await userRow(PERSONAS.limYongXiang.uuid)).to.deep.equal(before);
    const still = await resident.get('/api/v1/user');
    expect(still.status).to.equal(200);
    expect(still.body.id).to.equal(first.id);

    const warnings = lines.slice(logged).filter((l) => l.level === LEVEL.warn);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include({ userId: first.id, code: 'IDENTITY.SINGPASS_DETAILS_MISMATCH' });
    const text = JSON.stringify(lines.slice(logged));
    for (const secret of [PERSONAS.tanHengHuat.nric, PERSONAS.limYongXiang.nric, String(before.nric_hash)]) expect(text).not.to.contain(secret);
  });

  it('still signs the subject in with the NRIC it is bound to', async () => {
    const res = await callback(t.client(), PERSONAS.limYongXiang);
    expect(res.status, res.text).to.equal(200);
  });

  it('lets a new Singpass subject in whatever NRIC another account holds (accounts are keyed by the subject)', async () => {
    const res = await callback(t.client(), { uuid: '0f6c1b8e-3c36-4b5a-9d7e-5a1e2f3c4d5e', nric: PERSONAS.limYongXiang.nric });
    expect(res.status, res.text).to.equal(200);
  });
});
