import type NProgressApi from 'nprogress';
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { createLoadingBar, type LoadingBar, type ProgressDriver } from '@/lib/loading-bar';

// nprogress loads on the first slow navigation (the bar is throttled by 200 ms anyway), which
// keeps it out of the landing page's first bytes. Calls queue on one promise, so order holds.
let nprogress: Promise<typeof NProgressApi> | null = null;
function withNProgress(run: (n: typeof NProgressApi) => void): void {
  nprogress ??= import('nprogress').then((module) => {
    module.default.configure({ showSpinner: false, trickle: false, speed: 300 });
    return module.default;
  });
  void nprogress.then(run);
}

const nprogressDriver: ProgressDriver = {
  start: () => withNProgress((n) => n.start()),
  set: (value) => withNProgress((n) => n.set(value)),
  done: () => withNProgress((n) => n.done()),
  remove: () => withNProgress((n) => n.remove()),
};

/** The loading bar during navigation (SPEC §2, timings §9). */
export function NavigationProgress() {
  const navigation = useNavigation();
  const bar = useRef<LoadingBar | null>(null);

  useEffect(() => {
    bar.current = createLoadingBar(nprogressDriver);
    return () => bar.current?.dispose();
  }, []);

  useEffect(() => {
    if (navigation.state === 'idle') bar.current?.finish();
    else bar.current?.start();
  }, [navigation.state]);

  return null;
}
