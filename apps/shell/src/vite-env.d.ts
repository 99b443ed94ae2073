/// <reference types="vite/client" />

/** The build's version, also written to version.json (see vite.config.ts). */
declare const __APP_VERSION__: string;
