/// <reference types="mocha" />
import { expect } from 'chai';
import { netWorthChartNote } from '../src/dashboard/net-worth-chart-format';

describe('net-worth chart on day one', () => {
  it('with one day of history, says what the chart will show and when instead of drawing a single dot', () => {
    expect(netWorthChartNote([{ date: '2026-11-26', value: 1_400_000 }])).to.equal(
      'Your net worth over time appears here as a line once it is recorded on a second day. It is recorded on each day you add or change what you own or owe: update your figures on another day, for example next month, and the line begins. We recorded it first on 26 Nov 2026.',
    );
    expect(netWorthChartNote([])).to.match(/^Your net worth over time appears here as a line once it is recorded on a second day\./);
  });

  it('draws the line from the second day on', () => {
    expect(netWorthChartNote([{ date: '2026-11-25', value: 1_000_000 }, { date: '2026-11-26', value: 1_400_000 }])).to.equal(null);
  });
});
