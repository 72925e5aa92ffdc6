import { arc, pie, type PieArcDatum } from 'd3';
import type { DoughnutSlice } from './chart-data';

/**
 * The doughnut's segments with d3: loaded by doughnut-chart.tsx when a chart first shows, over the ring its frame
 * already drew (docs/decisions.md "Web performance budget").
 */
export function DoughnutPlot({ slices, colours, radius, cutout }: { slices: readonly DoughnutSlice[]; colours: readonly string[]; radius: number; cutout: number }) {
  const arcs = pie<DoughnutSlice>()
    .value((slice) => Math.max(0, slice.value))
    .sort(null)(slices as DoughnutSlice[]);
  const path = arc<PieArcDatum<DoughnutSlice>>().innerRadius(radius * cutout).outerRadius(radius).padAngle(0.01);
  return (
    <>
      {/* A line of the background between segments: each colour meets white (3:1 or more) rather than its neighbour. */}
      {arcs.map((datum, index) =>
        datum.value > 0 ? <path key={index} d={path(datum) ?? ''} fill={colours[index]} stroke="var(--color-bg, #fff)" strokeWidth={1.5} strokeLinejoin="round" /> : null,
      )}
    </>
  );
}
