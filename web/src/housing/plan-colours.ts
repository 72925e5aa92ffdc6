import type { PlanColor } from '../../../src/housing/adapters/http/housing.contract.js';

/** The plan colours (spec 3 §3) as swatches that keep 3:1 against white next to the plan's name. */
export const PLAN_COLOUR_HEX: Readonly<Record<PlanColor, string>> = {
  RED: '#c53030',
  YELLOW: '#a16207',
  ORANGE: '#c2410c',
  GREEN: '#2f855a',
  TEAL: '#0e7c7b',
  BLUE: '#1d64d8',
  PURPLE: '#6b46c1',
  PINK: '#b83280',
};

export const PLAN_COLOUR_LABEL: Readonly<Record<PlanColor, string>> = {
  RED: 'Red',
  YELLOW: 'Yellow',
  ORANGE: 'Orange',
  GREEN: 'Green',
  TEAL: 'Teal',
  BLUE: 'Blue',
  PURPLE: 'Purple',
  PINK: 'Pink',
};
