import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts automatically only with global test hooks; this project imports them.
afterEach(() => {
  cleanup();
});

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => undefined;

// Pages load lazily; the first import of a page chunk is transformed on demand, which under a full
// parallel run can take longer than the default second of `findBy…`/`waitFor`.
configure({ asyncUtilTimeout: 10_000 });
