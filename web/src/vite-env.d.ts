/// <reference types="vite/client" />

/** The package.json version, inlined at build time by `define` in vite.config.ts. */
declare const __APP_VERSION__: string;
