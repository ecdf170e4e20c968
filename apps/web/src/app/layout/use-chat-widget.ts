import type { TLocale } from '@exchanger/core';
import { useEffect } from 'react';
import { runtimeConfig } from '@/config';
import { createChatWidget, type TChatWidgetConfig } from '@/lib/chat-widget';

/** The live chat on every page when configured; a new locale tears it down and re-creates it. */
export function useChatWidget(locale: TLocale, config: TChatWidgetConfig | null = runtimeConfig.chat): void {
  const src = config?.src;
  const id = config?.id;
  useEffect(() => {
    if (src === undefined || id === undefined) return;
    const widget = createChatWidget({ src, id }, locale);
    widget.mount();
    return () => widget.destroy();
  }, [locale, src, id]);
}
