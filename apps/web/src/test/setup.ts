import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerDictionary } from '@/lib/i18n';
import { en } from '@/lib/i18n/en';
import { ru } from '@/lib/i18n/ru';

// Testing Library unmounts automatically only with global test hooks; this project imports them.
afterEach(() => {
  cleanup();
});

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => undefined;

// Pages load lazily; the first import of a page chunk is transformed on demand, which under a full
// parallel run can take longer than the default second of `findBy…`/`waitFor`.
configure({ asyncUtilTimeout: 10_000 });

// The app loads one language's table per page (main.tsx, the layout routes' loaders); components
// rendered on their own in tests need both at hand.
registerDictionary('ru', ru);
registerDictionary('en', en);
