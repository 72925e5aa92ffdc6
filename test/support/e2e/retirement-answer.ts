import { expect } from 'chai';

/**
 * The retirement answer's monthly gap as cents from its text ('Your monthly gap (a shortfall) S$1,234.56 …' or
 * 'Your monthly surplus S$…'): a shortfall positive, a surplus negative, so journeys can say which way it moved.
 */
export function gapCentsOf(text: string): number {
  const match = /Your monthly (gap \(a shortfall\)|surplus)\s+S\$([\d,]+)\.(\d{2})/.exec(text);
  expect(match, text).to.not.equal(null);
  const amount = Number(match![2]!.replace(/,/g, '')) * 100 + Number(match![3]);
  return match![1] === 'surplus' ? -amount : amount;
}
