/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin (and optional path) of the API; empty means the same origin as the app. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Replaced at build time by vite.config.ts (`define`). */
declare const __BUILD_ID__: string;
