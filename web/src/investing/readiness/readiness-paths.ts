/**
 * The readiness assessment's addresses, apart from readiness-text.ts because the route table (in the first page's
 * chunk) needs only these, not the texts and the rules behind them (docs/decisions.md "Web performance budget").
 */
export const READINESS_PATH = '/investment-resources/readiness-assessment';
export const RESULTS_PATH = '/investment-resources/readiness-assessment-results';
