/**
 * The horizontal grid lines and their labels of every d3 plot with a y axis (spec 2 §9 "Chart"): one line per tick
 * across the plot area, its value to the left of it. Lives with the plots, so it loads with a chart's drawing.
 */
export interface YGridProps {
  ticks: readonly number[];
  /** The tick's value to its height in the svg. */
  y: (value: number) => number;
  /** Where the plot area starts and ends across the svg. */
  left: number;
  right: number;
  format: (value: number) => string;
}

export function YGrid({ ticks, y, left, right, format }: YGridProps) {
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
          <text className="chart__tick" x={left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {format(tick)}
          </text>
        </g>
      ))}
    </>
  );
}
