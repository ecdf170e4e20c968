/**
 * Adapter for the third-party live-chat widget (docs/architecture.md#screens): loaded on every page when the
 * runtime configuration names one, destroyed and re-created with the new locale on a language
 * switch. Widgets inject their own nodes (iframes, containers, styles) into <body> and <head>;
 * a MutationObserver records what appears after mount so that `destroy()` can remove it all.
 */
import type { TLocale } from '@exchanger/core';

declare global {
  interface Window {
    /** Teardown hook some widgets define; called by `destroy()` when present. */
    __chatWidgetDestroy?: () => void;
  }
}

export interface TChatWidgetConfig {
  /** Script URL; `{locale}` and `{id}` are replaced. */
  src: string;
  id: string;
}

export interface TChatWidget {
  mount: () => void;
  destroy: () => void;
}

export function chatScriptUrl(config: TChatWidgetConfig, locale: TLocale): string {
  return config.src
    .replaceAll('{locale}', encodeURIComponent(locale))
    .replaceAll('{id}', encodeURIComponent(config.id));
}

/**
 * Nodes the app itself adds at run time (Vite's lazy CSS and module preloads, dev styles) are
 * same-origin assets; they must survive a widget teardown.
 */
function isAppNode(node: Node, origin: string): boolean {
  if (!(node instanceof Element)) return false;
  if (node.hasAttribute('data-vite-dev-id')) return true;
  const url = node instanceof HTMLLinkElement ? node.href : node instanceof HTMLScriptElement ? node.src : '';
  if (!url) return false;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

export function createChatWidget(
  config: TChatWidgetConfig,
  locale: TLocale,
  doc: Document = document,
): TChatWidget {
  const view = doc.defaultView;
  const origin = view?.location.origin ?? '';
  const added = new Set<Node>();
  let observer: MutationObserver | null = null;
  let script: HTMLScriptElement | null = null;

  function record(mutations: MutationRecord[]): void {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) if (!isAppNode(node, origin)) added.add(node);
    }
  }

  return {
    mount() {
      if (script) return;
      if (view) {
        observer = new view.MutationObserver(record);
        observer.observe(doc.head, { childList: true });
        observer.observe(doc.body, { childList: true });
      }
      script = doc.createElement('script');
      script.async = true;
      script.src = chatScriptUrl(config, locale);
      script.setAttribute('data-chat-widget', '');
      doc.body.append(script);
    },
    destroy() {
      if (observer) {
        record(observer.takeRecords());
        observer.disconnect();
        observer = null;
      }
      try {
        view?.__chatWidgetDestroy?.();
      } catch (error) {
        console.warn('chat widget teardown failed', error);
      }
      script?.remove();
      script = null;
      for (const node of added) if (node.parentNode) node.parentNode.removeChild(node);
      added.clear();
    },
  };
}
