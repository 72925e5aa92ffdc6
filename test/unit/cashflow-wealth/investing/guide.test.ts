import { expect } from 'chai';
import { GUIDE_ITEMS, isGuideItem, tickGuideItem } from '../../../../src/cashflow-wealth/domain/investing/guide.js';

describe('Investing guide: ticking steps', () => {
  it("has the guide's eight steps in the order the guide walks through them", () => {
    expect(GUIDE_ITEMS).to.deep.equal([
      'GOALS_AND_HORIZON',
      'EMERGENCY_FUND',
      'EXPENSIVE_DEBT',
      'GET_INSURED',
      'LEARN_PRODUCTS',
      'ADVICE_FROM_ADVISERS',
      'OPEN_CDP_OR_BROKERAGE',
      'READY_TO_START_INVESTING',
    ]);
  });

  it("ticks a step into the guide's order, whatever order the steps were ticked in", () => {
    expect(tickGuideItem(['READY_TO_START_INVESTING'], 'GOALS_AND_HORIZON', true)).to.deep.equal(['GOALS_AND_HORIZON', 'READY_TO_START_INVESTING']);
  });

  it('ticking a ticked step keeps it once; unticking removes it; unticking an unticked step changes nothing', () => {
    expect(tickGuideItem(['EMERGENCY_FUND'], 'EMERGENCY_FUND', true)).to.deep.equal(['EMERGENCY_FUND']);
    expect(tickGuideItem(['EMERGENCY_FUND', 'GET_INSURED'], 'EMERGENCY_FUND', false)).to.deep.equal(['GET_INSURED']);
    expect(tickGuideItem(['GET_INSURED'], 'EMERGENCY_FUND', false)).to.deep.equal(['GET_INSURED']);
  });

  it('knows its own steps only', () => {
    expect(isGuideItem('ADVICE_FROM_ADVISERS')).to.equal(true);
    expect(isGuideItem('advice_from_advisers')).to.equal(false);
    expect(isGuideItem(3)).to.equal(false);
  });
});
