import { useId, type ReactNode, type Ref } from 'react';
import { RenderedWhenOpened } from '../ui/disclosure-content';
import './charts.css';

export interface ChartTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface ChartFigureProps {
  /** A visible heading-like caption. */
  title: string;
  /** The take-away in one sentence; it is the svg's accessible name, so a screen reader hears it first. */
  summary: string;
  /** The figures behind the chart, as a table. */
  table: ChartTable;
  /**
   * 'toggle' (default): a visible 'Show the figures' switch reveals the table to everyone; 'hidden': the table is
   * always there for screen readers only, for charts whose figures are already written out next to them.
   */
  tableMode?: 'toggle' | 'hidden';
  viewBox: string;
  className?: string;
  /** Measures the svg's box (charts drawn at their true width). */
  measureRef?: Ref<HTMLDivElement>;
  /**
   * The svg's height in pixels, for a chart drawn at its measured width: its frame has that height before the width is
   * known, so the page does not move when it is (useChartWidth). Without it the svg's height follows its viewBox.
   */
  height?: number;
  /** Legend or notes under the chart. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every chart shares (ui guide "Charts"): a figure whose svg is one image named by its summary, and
 * a real table with the same figures as the text alternative.
 */
export function ChartFigure({ title, summary, table, tableMode = 'toggle', viewBox, className, measureRef, height, footer, children }: ChartFigureProps) {
  const titleId = useId();
  return (
    <figure className={`chart${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <figcaption id={titleId} className="chart__title">
        {title}
      </figcaption>
      <div ref={measureRef} className="chart__box">
        <svg className="chart__svg" viewBox={viewBox} height={height} role="img" aria-label={summary} focusable="false">
          {children}
        </svg>
      </div>
      {footer}
      {tableMode === 'hidden' ? (
        <div className="sr-only">
          <DataTable table={table} />
        </div>
      ) : (
        <RenderedWhenOpened className="chart__details" summary="Show the figures as a table">
          <DataTable table={table} />
        </RenderedWhenOpened>
      )}
    </figure>
  );
}

function DataTable({ table }: { table: ChartTable }) {
  return (
    <table className="chart__table">
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, cellIndex) =>
              cellIndex === 0 ? (
                <th key={cellIndex} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={cellIndex}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A legend whose entries carry a label, not colour alone. */
export function ChartLegend({ items }: { items: readonly { label: string; colour: string; detail?: string; dashed?: boolean }[] }) {
  return (
    <ul className="chart__legend">
      {items.map((item) => (
        <li key={item.label}>
          <span className={`chart__swatch${item.dashed ? ' chart__swatch--dashed' : ''}`} style={{ borderColor: item.colour, background: item.dashed ? 'transparent' : item.colour }} aria-hidden="true" />
          <span>{item.label}</span>
          {item.detail && <span className="chart__legend-detail">{item.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
