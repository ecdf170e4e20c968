import type { TLocale } from '@exchanger/core';
import { useEffect } from 'react';
import { runtimeConfig } from '@/config';
import type { TChatWidget, TChatWidgetConfig } from '@/lib/chat-widget';

/**
 * The live chat on every page when configured; a new locale tears it down and re-creates it. Its
 * adapter is loaded only where a chat is configured, not with every first screen
 * (docs/decisions/044-first-screen-main-thread.md).
 */
export function useChatWidget(locale: TLocale, config: TChatWidgetConfig | null = runtimeConfig.chat): void {
  const src = config?.src;
  const id = config?.id;
  useEffect(() => {
    if (src === undefined || id === undefined) return;
    let widget: TChatWidget | null = null;
    let gone = false;
    void import('@/lib/chat-widget').then(({ createChatWidget }) => {
      if (gone) return;
      widget = createChatWidget({ src, id }, locale);
      widget.mount();
    });
    return () => {
      gone = true;
      widget?.destroy();
    };
  }, [locale, src, id]);
}
