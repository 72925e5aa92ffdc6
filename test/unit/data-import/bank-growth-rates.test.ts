import { expect } from 'chai';
import { sandboxBankData } from '../../../src/data-import/adapters/bank-sandbox/sandbox-bank-data.js';
import { growthRateFlagsOf } from '../../../src/data-import/application/import-bank-data.js';
import { bankItemsOf } from '../../../src/data-import/domain/bank-data-import.js';

const RATES = { SGD: '1', USD: '1.35', XAU: '3500' };

describe('Growth rates a bank feed brings (docs/decisions.md "Links and feeds")', () => {
  it('flags the sandbox SGS bond at 6.8 % with the bond default offered, and nothing else of the record', () => {
    const items = bankItemsOf(sandboxBankData('resident-a', '2026-11-24'), RATES);
    expect(growthRateFlagsOf(items).map(({ name, kind, sourceRef, ratePercent, defaultRatePercent, message }) => ({ name, kind, sourceRef, ratePercent, defaultRatePercent, message }))).to.deep.equal([
      {
        name: 'SGS 2.875% 2030',
        kind: 'bond',
        sourceRef: 'cdp-3',
        ratePercent: 6.8,
        defaultRatePercent: 3,
        message: '6.8 % a year is unusually high for a government bond; we would use 3.0 %, the default for bonds. Keep yours?',
      },
    ]);
  });

  it('changes no rate: the imported asset keeps the 6.8 % the bank sent', () => {
    const items = bankItemsOf(sandboxBankData('resident-a', '2026-11-24'), RATES);
    expect(items.assets.find((asset) => asset.sourceRef === 'cdp-3')?.estimatedGrowthRate).to.equal(6.8);
  });

  it('flags a deposit above 5 % and a unit trust below 0 %', () => {
    const data = sandboxBankData('resident-b', '2026-11-24');
    data.fixedDeposit[0]!.amounts = data.fixedDeposit[0]!.amounts.map((amount) => ({ ...amount, estimatedGrowthRate: 5.2 }));
    data.unitTrust[0]!.holdings[0]!.estimatedGrowthRate = -1;
    const flags = growthRateFlagsOf(bankItemsOf(data, RATES));
    expect(flags.map((flag) => [flag.sourceRef, flag.growthClass, flag.direction])).to.deep.equal([
      ['fd-1', 'DEPOSIT', 'HIGH'],
      ['ut-1-h1', 'UNIT_TRUST', 'LOW'],
      ['cdp-3', 'SG_GOVERNMENT_BOND', 'HIGH'],
    ]);
  });
});
