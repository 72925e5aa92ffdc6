import { expect } from 'chai';
import { MyinfoV3Client, type MyinfoV3Config } from '../../../src/data-import/adapters/myinfo/myinfo-v3-client.js';
import { cpfAssetOf, flatsStillOwedOn, mortgageOf } from '../../../src/data-import/domain/personal-data-mapping.js';
import { MOCKPASS_MYINFO_CLIENT_SECRET, mockpassMyinfoKeys, startMockpass, type MockpassSandbox } from '../../../src/platform/dev-services/mockpass.js';
import { serveJwks } from '../../support/mockpass.js';

const REDIRECT_URI = 'http://127.0.0.1:3999/my-info-data-callback';

/**
 * The Myinfo v3 client against mockpass's Myinfo in strict mode (signed requests, person encrypted and signed),
 * for the personas of issue #5. The consent itself is the browser's business (e2e); here a persona's code comes
 * from mockpass's consent form posted directly (guide §5, test shortcut).
 */
describe('Myinfo v3 client against mockpass (strict mode)', function () {
  this.timeout(30_000);
  let mockpass: MockpassSandbox;
  let jwks: Awaited<ReturnType<typeof serveJwks>>;
  let config: MyinfoV3Config;
  let client: MyinfoV3Client;

  before(async () => {
    jwks = await serveJwks(() => ({ keys: [] }));
    mockpass = await startMockpass({ rpJwksUrl: jwks.url, showLoginPage: false, socketTimeoutMs: 2000 });
    config = {
      baseUrl: mockpass.myinfoBaseUrl,
      clientId: 'mymoneyplan-it',
      clientSecret: MOCKPASS_MYINFO_CLIENT_SECRET,
      ...mockpassMyinfoKeys(),
      spEsvcId: 'MYMONEYPLAN',
      purpose: 'Plan your finances',
    };
    client = new MyinfoV3Client(config);
  });

  after(async () => {
    await mockpass?.stop();
    await jwks?.close();
  });

  /** The code mockpass gives once `nric` allows the consent form. */
  async function codeFor(nric: string): Promise<string> {
    const res = await fetch(new URL('/consent/oauth2/authorize', mockpass.baseUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: `connect.sid=${nric}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ scope: 'uinfin name dob sex marital residentialstatus email cpfbalances noa hdbownership', state: 's', client_id: config.clientId, redirect_uri: REDIRECT_URI, decision: 'allow' }),
    });
    const location = new URL(res.headers.get('location')!, mockpass.baseUrl);
    return location.searchParams.get('code')!;
  }

  it('sends the resident to the consent page with our client, attributes, purpose and state', () => {
    const url = new URL(client.consentUrl({ state: 'st-1', redirectUri: REDIRECT_URI }));
    expect(`${url.origin}${url.pathname}`).to.equal(`${mockpass.myinfoBaseUrl}/authorise`);
    expect(Object.fromEntries(url.searchParams)).to.deep.include({ client_id: 'mymoneyplan-it', redirect_uri: REDIRECT_URI, state: 'st-1', purpose: 'Plan your finances', sp_esvcId: 'MYMONEYPLAN' });
    expect(url.searchParams.get('attributes')).to.equal('uinfin,name,dob,sex,marital,residentialstatus,email,cpfbalances,noa,hdbownership');
  });

  it('S9812379B: CPF, the notice of assessment and one flat', async () => {
    const person = await client.personOf(await codeFor('S9812379B'), REDIRECT_URI);
    expect(person.uinfin).to.equal('S9812379B');
    expect(person.basic).to.deep.include({ name: 'LIM YONG XIANG', dob: '1980-10-06', residentialStatus: 'P' });
    expect(person.record.cpf).to.deep.equal({ oa: 22_770_000, sa: 5_940_000, ma: 7_920_000, ra: null });
    expect(person.record.noa).to.deep.include({ amount: 21_450_000, employment: 18_250_000, interest: 3_200_000, trade: 0, rent: 0, yearOfAssessment: '2019' });
    const mortgages = flatsStillOwedOn(person.record.hdbOwnership).map(mortgageOf);
    expect(mortgages.map((m) => [m.liability.amount, m.repayment.amount, m.repayment.cash, m.repayment.cpf])).to.deep.equal([[60_000_000, 200_000, 0, 200_000]]);
  });

  it('S9812381D: two flats, the one with nothing owed dropped; two owners: half the balance', async () => {
    const person = await client.personOf(await codeFor('S9812381D'), REDIRECT_URI);
    expect(person.record.hdbOwnership).to.have.length(2);
    const kept = flatsStillOwedOn(person.record.hdbOwnership);
    expect(kept.map((f) => f.description)).to.deep.equal(['3-ROOM FLAT (HDB), 102 BEDOK NORTH AVENUE 4']);
    expect(mortgageOf(kept[0]!).liability.amount).to.equal(21_780_000);
  });

  it('S9812385G (over 55): the retirement account comes through and reaches the CPF asset', async () => {
    const person = await client.personOf(await codeFor('S9812385G'), REDIRECT_URI);
    expect(person.record.cpf?.ra).to.be.a('number').and.greaterThan(0);
    expect(cpfAssetOf(person.record.cpf!, true)).to.have.property('ra', person.record.cpf!.ra);
  });

  it('a foreigner (G1612348Q): no residential status, CPF unavailable, the rest still read', async () => {
    const person = await client.personOf(await codeFor('G1612348Q'), REDIRECT_URI);
    expect(person.basic.residentialStatus).to.equal(null);
    expect(person.record.cpf).to.equal(null);
    expect(person.record.noa).to.not.equal(null);
  });

  it('S9812351B: CPF and the notice of assessment unavailable give an empty record, not zeros', async () => {
    const person = await client.personOf(await codeFor('S9812351B'), REDIRECT_URI);
    expect(person.record).to.deep.equal({ noa: null, cpf: null, hdbOwnership: [] });
  });

  it('a code that mockpass does not know: MyinfoUnavailable, nothing read', async () => {
    const error = await client.personOf('not-a-code', REDIRECT_URI).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).to.have.property('code', 'DATA_IMPORT.MYINFO_UNAVAILABLE');
  });

  it('a request signed with another key is refused by Myinfo: MyinfoUnavailable', async () => {
    const { privateKey } = await import('node:crypto').then((c) => c.generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }));
    const forged = new MyinfoV3Client({ ...config, privateKeyPem: privateKey });
    const error = await forged.personOf(await codeFor('S9812379B'), REDIRECT_URI).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).to.have.property('code', 'DATA_IMPORT.MYINFO_UNAVAILABLE');
  });
});
