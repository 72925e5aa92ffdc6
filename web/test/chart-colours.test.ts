/// <reference types="mocha" />
/**
 * The two nine-colour category sets (spec 2 §4, ui.md "Charts"): each colour stands out from the white background
 * (3:1, WCAG 1.4.11), and neighbours in the set, which sit side by side in a doughnut (the last beside the first),
 * stay apart as seen with normal vision and with the three kinds of colour blindness (Machado et al. 2009
 * simulation, full severity; distance in CIELAB).
 */
import { expect } from 'chai';
import { CATEGORY_COLOURS as CHART_COLOURS } from '../src/shared/charts/chart-geometry';
import { CATEGORY_COLOURS as EXPENSE_COLOURS } from '../src/cashflow/setup/expense-colours';

type Rgb = [number, number, number];
const channels = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as Rgb;
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(channels(a).map(linear) as Rgb), luminance(channels(b).map(linear) as Rgb)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};
const VISION: Record<string, number[][]> = {
  normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};
function lab(hex: string, matrix: number[][]): Rgb {
  const c = channels(hex).map(linear);
  const [r, g, b] = matrix.map((row) => Math.min(1, Math.max(0, row[0]! * c[0]! + row[1]! * c[1]! + row[2]! * c[2]!))) as Rgb;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
/** The smallest CIELAB distance between two colours over the four kinds of vision. */
const apart = (a: string, b: string) =>
  Math.min(...Object.values(VISION).map((m) => Math.hypot(...lab(a, m).map((v, i) => v - lab(b, m)[i]!))));
const neighbours = (set: readonly string[]) => set.map((colour, i) => [colour, set[(i + 1) % set.length]!] as const);

/** Below about 20 two flat colours side by side start to read as one for some residents. */
const MIN_NEIGHBOUR_DISTANCE = 20;

for (const [name, set] of [
  ['chart categories', [...CHART_COLOURS]],
  ['expense categories', EXPENSE_COLOURS.map((c) => c.main)],
] as const) {
  describe(`nine-colour set: ${name}`, () => {
    it('has nine different colours, each at least 3:1 against the white background', () => {
      expect(new Set(set).size).to.equal(9);
      for (const colour of set) expect(contrast(colour, '#ffffff'), colour).to.be.at.least(3);
    });

    it('keeps neighbours (last beside first) apart with normal vision and with each kind of colour blindness', () => {
      for (const [a, b] of neighbours(set)) expect(apart(a, b), `${a} beside ${b}`).to.be.at.least(MIN_NEIGHBOUR_DISTANCE);
    });
  });
}

describe('nine-colour sets: the check itself', () => {
  it('tells a red-green pair apart for normal vision but not for deuteranopia', () => {
    // #c2410c orange and #0e7c3d green: far apart normally, close for a deuteranope: the old order had them side by side.
    expect(Math.hypot(...lab('#c2410c', VISION.normal!).map((v, i) => v - lab('#0e7c3d', VISION.normal!)[i]!))).to.be.greaterThan(60);
    expect(apart('#c2410c', '#0e7c3d')).to.be.lessThan(MIN_NEIGHBOUR_DISTANCE);
  });
});
