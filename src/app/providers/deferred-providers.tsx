import { AppToaster } from './app-toaster';
import { BuildWatcher } from './build-watcher';

/**
 * What the shell needs only after the first render, in one chunk loaded then: the toaster (no
 * page raises a toast before that; one raised earlier waits in react-hot-toast's store) and the
 * new-build check. Keeps them off every page's first load.
 */
export default function DeferredProviders() {
  return (
    <>
      <BuildWatcher />
      <AppToaster />
    </>
  );
}
