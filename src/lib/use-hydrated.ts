import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React adopts prerendered markup; true once the component runs
 * in the browser. A form on a prerendered page keeps its submit button disabled until then:
 * before the app's code has run, the browser would submit it natively, a reload with every
 * field in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
