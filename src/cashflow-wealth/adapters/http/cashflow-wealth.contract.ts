/**
 * Wire types of the cashflow-wealth context's HTTP API (`/api/v1`). The web app imports these with `import type`.
 * This file is the contract's one public face: the shapes live by resource in the files below (docs/architecture.md
 * "File size"), and every importer keeps importing from here.
 */
export * from './fx-rates.contract.js';
export * from './cashflow.contract.js';
export * from './wealth.contract.js';
export * from './finances.contract.js';
