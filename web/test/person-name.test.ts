/// <reference types="mocha" />
import { expect } from 'chai';
import { formatPersonName, nameInitial } from '../src/shared/format/person-name';

describe('formatPersonName', () => {
  it('title-cases a Singpass name in capitals', () => {
    expect(formatPersonName('LIM YONG XIANG')).to.equal('Lim Yong Xiang');
  });
  it('keeps patronymic connectors in lower case', () => {
    expect(formatPersonName('MUHAMMAD HAFIZ BIN ABDULLAH')).to.equal('Muhammad Hafiz bin Abdullah');
    expect(formatPersonName('SITI NURUL BINTE AHMAD')).to.equal('Siti Nurul binte Ahmad');
    expect(formatPersonName('RAJESH KUMAR S/O RAMASAMY')).to.equal('Rajesh Kumar s/o Ramasamy');
  });
  it('capitalises after hyphens, apostrophes and brackets', () => {
    expect(formatPersonName("MARY-ANNE O'BRIEN")).to.equal("Mary-Anne O'Brien");
    expect(formatPersonName('TAN (CHEN) MEI LING')).to.equal('Tan (Chen) Mei Ling');
  });
  it('leaves a name already in mixed case as it is', () => {
    expect(formatPersonName('Jean-Luc de Souza')).to.equal('Jean-Luc de Souza');
  });
  it('collapses whitespace and handles missing names', () => {
    expect(formatPersonName('  TAN   AH  KOW ')).to.equal('Tan Ah Kow');
    expect(formatPersonName(null)).to.equal('');
    expect(formatPersonName('')).to.equal('');
  });
  it('does not lower-case a first word that looks like a connector', () => {
    expect(formatPersonName('BIN LADEN')).to.equal('Bin Laden');
  });
});

describe('nameInitial', () => {
  it('is the first letter, upper case', () => {
    expect(nameInitial('lim yong xiang')).to.equal('L');
    expect(nameInitial('  (Tan)')).to.equal('T');
  });
  it('is null without a letter', () => {
    expect(nameInitial(null)).to.equal(null);
    expect(nameInitial('123')).to.equal(null);
  });
});
