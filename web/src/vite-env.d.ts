/// <reference types="vite/client" />

/** The package.json version, inlined at build time by `define` in vite.config.ts. */
declare const __APP_VERSION__: string;

/** When the build's commit was made (ISO 8601), inlined by `define` in vite.config.ts: the footer's "Last updated". */
declare const __BUILD_DATE__: string;
/** The footer's dates of this build, formatted by the build (app/build-info.ts). */
declare const __BUILD_DATES__: { lastUpdated: string; copyrightYear: number };
