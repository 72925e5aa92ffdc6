/**
 * The housing charts' colours, apart from the charts so the frames (legends, drawn on the first paint) and the d3
 * drawings (loaded when a chart shows) share them (docs/decisions.md "Web performance budget").
 */
export const BALANCE_COLOUR = '#523abc';
export const INTEREST_COLOUR = '#c2410c';
/** Palette colours (chart kit's category set) with at least 3:1 against white and against each other's neighbour. */
export const CASH_COLOUR = '#0269d0';
export const CPF_COLOUR = '#0e7c3d';
