/**
 * The only module that reads `import.meta.env` and the runtime configuration (docs/architecture.md#layers).
 *
 * Build-time: the build id and the API base. Run-time: the server replaces `<!--app-config-->`
 * in index.html with `<script id="app-config" type="application/json">{…}</script>` so that one
 * build serves any deployment; without it (vite dev, tests) the defaults apply.
 */
import type { TRuntimeConfig } from '@exchanger/core';

export const buildId: string = __BUILD_ID__;

/** API origin without a trailing slash; `''` means the app's own origin. */
export const apiBase: string = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

/** Where the app itself is served (for `/version.json`). */
export const appBase: string = import.meta.env.BASE_URL;

export const isProduction: boolean = import.meta.env.PROD;

export const RUNTIME_CONFIG_ELEMENT_ID = 'app-config';

export function defaultRuntimeConfig(origin: string): TRuntimeConfig {
  return { publicUrl: origin, siteName: 'Exchanger', chat: null, demo: false };
}

/** Parses the embedded runtime configuration; anything missing or malformed falls back to defaults. */
export function readRuntimeConfig(doc: Document): TRuntimeConfig {
  const fallback = defaultRuntimeConfig(doc.defaultView?.location.origin ?? '');
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    console.warn('app-config: not valid JSON, using defaults');
    return fallback;
  }
  const parsed = runtimeConfigOf(raw);
  if (!parsed) {
    console.warn('app-config: unexpected shape, using defaults', raw);
    return fallback;
  }
  return parsed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Core's `ZRuntimeConfig` (four fields; unknown ones dropped, `demo` false when missing), written out:
 * the configuration is read before the first render, when zod is not loaded
 * (docs/decisions/039-first-load-javascript.md). A test checks that both agree.
 */
export function runtimeConfigOf(raw: unknown): TRuntimeConfig | null {
  if (!isRecord(raw)) return null;
  const { publicUrl, siteName, chat, demo = false } = raw;
  if (typeof publicUrl !== 'string' || typeof siteName !== 'string' || typeof demo !== 'boolean') return null;
  if (chat === null) return { publicUrl, siteName, chat: null, demo };
  if (!isRecord(chat) || typeof chat.src !== 'string' || typeof chat.id !== 'string') return null;
  return { publicUrl, siteName, chat: { src: chat.src, id: chat.id }, demo };
}

let browserConfig: TRuntimeConfig | null = null;
let configSource: () => TRuntimeConfig = () => (browserConfig ??= readRuntimeConfig(document));

/**
 * Where `runtimeConfig` is read from. In the browser, the embedded configuration; the server-side
 * renderer (src/entry-server.tsx) points it at the configuration of the request being rendered,
 * the very one it embeds in that page, so the server's markup and the browser's agree.
 */
export function setRuntimeConfigSource(source: () => TRuntimeConfig): void {
  configSource = source;
}

/** The runtime configuration, read when a field is read (the server renders many requests). */
export const runtimeConfig: TRuntimeConfig = {
  get publicUrl() {
    return configSource().publicUrl;
  },
  get siteName() {
    return configSource().siteName;
  },
  get chat() {
    return configSource().chat;
  },
  get demo() {
    return configSource().demo;
  },
};
