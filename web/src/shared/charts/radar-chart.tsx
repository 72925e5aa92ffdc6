import { clampRadarLevels, DEFAULT_RADAR_SIDES, pointsAttribute, radarPoint, radarRing } from './chart-geometry';
import { ChartFigure } from './chart-figure';

export interface RadarAxis {
  label: string;
  value: number;
  /** How the value reads in the table, e.g. 'Good (3 of 3)'. */
  display: string;
}

export interface RadarChartProps {
  title: string;
  summary: string;
  /** Five by default (spec 2 §4); any number from three works. */
  axes: readonly RadarAxis[];
  /** Rings, 1 to 30; the outer ring is the highest value. */
  levels: number;
}

const RADIUS = 100;
const LABEL_GAP = 14;
const LINE_HEIGHT = 16;

/** Lines above the chart grow upwards, below it downwards, beside it around the axis end. */
function labelFirstLineOffset(y: number, lines: number): number {
  if (y < -RADIUS / 2) return -(lines - 1) * LINE_HEIGHT;
  if (y > RADIUS / 2) return LINE_HEIGHT * 0.75;
  return -((lines - 1) * LINE_HEIGHT) / 2 + 5;
}

/**
 * A radar (spider) chart. Its table is always present for screen readers: the figures are written out in the
 * cards next to it, so a visible table would repeat them.
 */
export function RadarChart({ title, summary, axes, levels }: RadarChartProps) {
  const rings = clampRadarLevels(levels);
  const sides = axes.length || DEFAULT_RADAR_SIDES;
  const shape = axes.map((axis, index) => radarPoint(index, sides, axis.value, rings, RADIUS));
  return (
    <ChartFigure
      title={title}
      summary={summary}
      tableMode="hidden"
      viewBox="-180 -158 360 300"
      className="chart--radar"
      table={{ caption: title, columns: ['Indicator', 'Level'], rows: axes.map((axis) => [axis.label, axis.display]) }}
    >
      {Array.from({ length: rings }, (_, ring) => (
        <polygon key={ring} className="chart__grid" points={pointsAttribute(radarRing(ring + 1, rings, sides, RADIUS))} />
      ))}
      {axes.map((axis, index) => {
        const end = radarPoint(index, sides, rings, rings, RADIUS);
        const label = radarPoint(index, sides, rings, rings, RADIUS + LABEL_GAP);
        const anchor = Math.abs(label.x) < 1 ? 'middle' : label.x > 0 ? 'start' : 'end';
        return (
          <g key={axis.label}>
            <line className="chart__grid" x1={0} y1={0} x2={end.x} y2={end.y} />
            <text className="chart__axis-label" x={label.x} y={label.y} textAnchor={anchor}>
              {/* One word a line keeps the chart narrow enough for a phone. */}
              {axis.label.split(' ').map((word, line, words) => (
                <tspan key={line} x={label.x} dy={line === 0 ? labelFirstLineOffset(label.y, words.length) : LINE_HEIGHT}>
                  {word}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
      <polygon className="chart__radar-shape" points={pointsAttribute(shape)} />
      {shape.map((point, index) => (
        <circle key={index} className="chart__radar-dot" cx={point.x} cy={point.y} r={4} />
      ))}
    </ChartFigure>
  );
}
