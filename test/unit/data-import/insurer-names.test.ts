import { expect } from 'chai';
import { INSURANCE_LABELS, PROVIDER_CODES } from '../../../src/cashflow-wealth/domain/insurance-vocabulary.js';
import { INSURER_NAMES, SGFINDEX_INSURERS, insurerName, isProviderCode } from '../../../src/cashflow-wealth/domain/insurer-names.js';
import { connectedBanks } from '../../../src/data-import/domain/connected-banks.js';
import { INSURER_CODES } from '../../../src/data-import/domain/bank-data.js';

describe('Insurer names (one table of SGFinDex insurer codes)', () => {
  it('names every spec 2 §9 code, as the code itself while its owner is not confirmed', () => {
    expect(Object.keys(INSURER_NAMES)).to.deep.equal(['I566C', 'I518C', 'I544C', 'I516L', 'I522L', 'I808C', 'I527L']);
    expect(insurerName('I566C')).to.equal('Insurer I566C');
    expect(insurerName('I527L')).to.equal('Insurer I527L');
    expect(Object.values(INSURER_NAMES).every((row) => row.confirmed === false)).to.equal(true);
  });

  it('is the table the insurance form, the lists and the import read, and the data-import context serves the same codes', () => {
    expect(INSURANCE_LABELS.providerCode.I808C).to.equal('Insurer I808C');
    expect(PROVIDER_CODES.map((code) => INSURANCE_LABELS.providerCode[code])).to.deep.equal(PROVIDER_CODES.map((code) => `Insurer ${code}`));
    expect([...INSURER_CODES]).to.deep.equal([...PROVIDER_CODES]);
  });

  it('leaves any other text (a name the resident typed) as it is, and knows only the seven codes', () => {
    expect(insurerName('Great Eastern')).to.equal('Great Eastern');
    expect(isProviderCode('I566C')).to.equal(true);
    expect(isProviderCode('I999C')).to.equal(false);
    expect(isProviderCode('toString')).to.equal(false);
  });

  it('lists the seven insurers participating in SGFinDex', () => {
    expect([...SGFINDEX_INSURERS]).to.deep.equal(['AIA', 'Great Eastern', 'HSBC Life', 'Income', 'Manulife', 'Prudential', 'Singlife']);
  });

  it('names an insurer among the connected institutions of the profile', () => {
    expect(connectedBanks(['DBS', 'I544C'], insurerName)).to.deep.equal([
      { id: 'DBS', bankName: 'DBS Bank' },
      { id: 'I544C', bankName: 'Insurer I544C' },
    ]);
  });
});
