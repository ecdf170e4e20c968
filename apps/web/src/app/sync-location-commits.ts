/**
 * The page changes in the same task as the address: the router pushes the history entry, then
 * tells its subscribers, and React would render the new page in a later task — for a moment the
 * URL and the page disagree (a heavy page such as the exchange screen widens that moment, and a
 * script or a test reading the page right after the URL changed sees the old one). Updates that
 * change the location are therefore committed with `flushSync`; other router updates stay as they are.
 */
import { flushSync } from 'react-dom';
import type { DataRouter, RouterState } from 'react-router';

type TSubscriber = Parameters<DataRouter['subscribe']>[0];

export function syncLocationCommits(
  router: Pick<DataRouter, 'subscribe' | 'state'>,
  flush: (fn: () => void) => void = flushSync,
): void {
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (listener: TSubscriber) => {
    let location: RouterState['location'] = router.state.location;
    return subscribe((state, options) => {
      if (state.location === location) {
        listener(state, options);
        return;
      }
      location = state.location;
      flush(() => listener(state, options));
    });
  };
}
