import { lazy, Suspense, useEffect, useState } from 'react';
import { readSupportView } from '@/lib/auth/session-marker';
import { installErrorReporting } from '@/lib/error-report';
import { AppToaster } from './app-toaster';
import { BuildWatcher } from './build-watcher';
import { HeadSync } from './head-sync';

// Only a support view's tab loads its banner: every other page's first load carries none of it.
const SupportViewBanner = lazy(() => import('@/features/support-view/support-view-banner'));

/**
 * What the shell needs only after the first render, in one chunk loaded then: the toaster (no
 * page raises a toast before that; one raised earlier waits in react-hot-toast's store), the
 * new-build check, browser error reports, a support view's banner, and the description and
 * link-preview tags of each page navigated to (a page's first HTML has its own). Keeps them off
 * every page's first load.
 */
export default function DeferredProviders() {
  const [supportView] = useState(() => readSupportView() !== null);
  useEffect(() => installErrorReporting(__BUILD_ID__), []);
  return (
    <>
      <HeadSync />
      <BuildWatcher />
      <AppToaster />
      {supportView ? (
        <Suspense fallback={null}>
          <SupportViewBanner />
        </Suspense>
      ) : null}
    </>
  );
}
