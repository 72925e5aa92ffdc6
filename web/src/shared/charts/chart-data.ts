/**
 * The data the charts draw, shared by each chart's frame (drawn with the page) and its d3 drawing (loaded when the
 * chart shows; docs/decisions.md "Web performance budget").
 */
export interface LinePoint {
  /** 'YYYY-MM-DD' */
  date: string;
  value: number;
}

export interface Bar {
  label: string;
  value: number;
  colour?: string;
}

export interface DoughnutSlice {
  label: string;
  /** A non-negative amount (cents); only the shares matter. */
  value: number;
  /** The item's own colour (expense categories keep theirs); else the category set in order. */
  colour?: string | null;
  /** How the value reads in the table, e.g. 'S$1,200.00'. */
  display: string;
}
