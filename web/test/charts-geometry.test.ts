/// <reference types="mocha" />
import { expect } from 'chai';
import {
  averageOf,
  CATEGORY_COLOURS,
  categoryColour,
  clampRadarLevels,
  labelsCollide,
  formatPercent,
  percentagesOf,
  pointsAttribute,
  radarPoint,
  radarRing,
} from '../src/shared/charts/chart-geometry';
import { MAX_Y_TICKS, yAxis } from '../src/shared/charts/y-axis';

describe('chart kit: y axis', () => {
  const cases: number[][] = [
    [1],
    [7],
    [123_456],
    [9_999_999, 10],
    [500_000, 1_250_000, 37],
    [0.3],
    [-2_500, 10_000],
    [-4, -1],
    [99_999_999_999],
  ];
  for (const values of cases) {
    it(`has at most ${MAX_Y_TICKS} ticks from its min to its max, covering 0 and ${values.join(', ')}`, () => {
      const axis = yAxis(values);
      expect(axis.ticks.length).to.be.within(2, MAX_Y_TICKS);
      expect(axis.ticks[0]).to.equal(axis.min);
      expect(axis.ticks[axis.ticks.length - 1]).to.equal(axis.max);
      expect(axis.min).to.be.at.most(Math.min(0, ...values));
      expect(axis.max).to.be.at.least(Math.max(0, ...values));
      // Evenly spaced, ascending.
      const steps = axis.ticks.slice(1).map((tick, index) => tick - axis.ticks[index]!);
      for (const step of steps) expect(step).to.be.closeTo(steps[0]!, 1e-9).and.greaterThan(0);
    });
  }

  it('rounds 1,250,000 up to 1,500,000 in steps of 500,000', () => {
    expect(yAxis([1_250_000])).to.deep.equal({ min: 0, max: 1_500_000, ticks: [0, 500_000, 1_000_000, 1_500_000] });
  });

  it('still draws an axis when every value is 0', () => {
    expect(yAxis([0, 0])).to.deep.include({ min: 0, max: 1 });
  });

  it('honours a lower tick limit', () => {
    expect(yAxis([1_000], 3).ticks.length).to.be.at.most(3);
  });
});

describe('chart kit: percentages to 1 decimal', () => {
  it('rounds each share to a tenth of a percent', () => {
    expect(percentagesOf([1, 2])).to.deep.equal([33.3, 66.7]);
    expect(percentagesOf([250, 750])).to.deep.equal([25, 75]);
  });

  it('always adds up to exactly 100.0 by giving left-over tenths to the largest remainders', () => {
    expect(percentagesOf([1, 1, 1])).to.deep.equal([33.4, 33.3, 33.3]);
    expect(percentagesOf([1, 1, 1, 1, 1, 1, 1])).to.deep.equal([14.3, 14.3, 14.3, 14.3, 14.3, 14.3, 14.2]);
    for (const values of [[3, 3, 3, 1], [123_457, 88_001, 5, 999_999_999], [7, 13, 29, 31, 37, 41, 43, 47, 53]]) {
      const shares = percentagesOf(values);
      const tenths = shares.reduce((sum, share) => sum + Math.round(share * 10), 0);
      expect(tenths, values.join(',')).to.equal(1000);
      for (const share of shares) expect(Math.round(share * 10) / 10).to.equal(share);
    }
  });

  it('is exact for the largest amounts the spec allows (S$300 billion in cents)', () => {
    expect(percentagesOf([30_000_000_000_000, 10_000_000_000_000])).to.deep.equal([75, 25]);
  });

  it('gives 0 for every share of nothing, and counts negative amounts as 0', () => {
    expect(percentagesOf([0, 0])).to.deep.equal([0, 0]);
    expect(percentagesOf([-50, 50])).to.deep.equal([0, 100]);
  });

  it('formats with one decimal always', () => {
    expect(formatPercent(25)).to.equal('25.0 %');
    expect(formatPercent(33.3)).to.equal('33.3 %');
  });
});

describe('chart kit: nine-colour category set', () => {
  it('has nine distinct colours and cycles through them', () => {
    expect(new Set(CATEGORY_COLOURS).size).to.equal(9);
    expect(categoryColour(0)).to.equal(CATEGORY_COLOURS[0]);
    expect(categoryColour(8)).to.equal(CATEGORY_COLOURS[8]);
    expect(categoryColour(9)).to.equal(CATEGORY_COLOURS[0]);
    expect(categoryColour(20)).to.equal(CATEGORY_COLOURS[2]);
  });

  it('keeps at least 3:1 contrast against white for every colour (WCAG 1.4.11)', () => {
    for (const colour of CATEGORY_COLOURS) expect(contrastWithWhite(colour), colour).to.be.at.least(3);
  });
});

describe('chart kit: radar geometry', () => {
  it('puts the first axis straight up and the others clockwise', () => {
    expect(radarPoint(0, 4, 3, 3, 100)).to.deep.equal({ x: 0, y: -100 });
    expect(radarPoint(1, 4, 3, 3, 100)).to.deep.equal({ x: 100, y: 0 });
    expect(radarPoint(2, 4, 3, 3, 100)).to.deep.equal({ x: 0, y: 100 });
    expect(radarPoint(3, 4, 3, 3, 100)).to.deep.equal({ x: -100, y: 0 });
  });

  it('places a value in proportion to the maximum on the five-sided default', () => {
    // Second of five axes: 72 degrees clockwise from the top.
    const point = radarPoint(1, 5, 2, 3, 90);
    expect(point.x).to.be.closeTo(60 * Math.sin((72 * Math.PI) / 180), 0.001);
    expect(point.y).to.be.closeTo(-60 * Math.cos((72 * Math.PI) / 180), 0.001);
    expect(radarPoint(4, 5, 0, 3, 90)).to.deep.equal({ x: 0, y: 0 });
  });

  it('clamps values outside 0..max to the chart', () => {
    expect(radarPoint(0, 5, 5, 3, 100)).to.deep.equal({ x: 0, y: -100 });
    expect(radarPoint(0, 5, -1, 3, 100)).to.deep.equal({ x: 0, y: 0 });
  });

  it('draws rings as polygons at each level and keeps the levels between 1 and 30', () => {
    const ring = radarRing(1, 3, 5, 90);
    expect(ring).to.have.length(5);
    expect(ring[0]).to.deep.equal({ x: 0, y: -30 });
    expect(pointsAttribute([{ x: 0, y: -30 }, { x: 1.5, y: 2 }])).to.equal('0,-30 1.5,2');
    expect(clampRadarLevels(3)).to.equal(3);
    expect(clampRadarLevels(31)).to.equal(30);
    expect(clampRadarLevels(0)).to.equal(1);
  });
});

describe('chart kit: average line', () => {
  it('is the mean, or nothing for no values', () => {
    expect(averageOf([3, 6])).to.equal(4.5);
    expect(averageOf([])).to.equal(null);
  });
});

function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('chart kit: y axis minimum height', () => {
  it('spans at least minSpan, so all-zero money reads in whole dollars', () => {
    expect(yAxis([0], undefined, 100_000)).to.deep.include({ min: 0, max: 100_000 });
    expect(yAxis([0, 0], undefined, 100_000).ticks.every((tick) => Number.isInteger(tick / 100))).to.equal(true);
    // Values taller than minSpan are not affected.
    expect(yAxis([1_250_000], undefined, 100_000).max).to.equal(1_500_000);
  });
});

describe('chart kit: bar labels', () => {
  it('collide when a label is wider than its bar slot, as on a 360 px phone', () => {
    const labels = ['Income', 'Expenses', 'Loans', 'Investments'];
    expect(labelsCollide(labels, 1000)).to.equal(false);
    // 11 characters x 7.5 px = 82.5 px against 240 / 4 = 60 px slots.
    expect(labelsCollide(labels, 240)).to.equal(true);
    expect(labelsCollide([], 100)).to.equal(false);
  });
});
