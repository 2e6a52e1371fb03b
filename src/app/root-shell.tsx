import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AffiliateTracker } from '@/features/affiliate-tracking/affiliate-tracker';
import { BuildWatcher } from './providers/build-watcher';
import { DocumentTitle } from './providers/document-title';
import { NavigationProgress } from './providers/navigation-progress';
import { RouteAnnouncer } from './providers/route-announcer';

// The toaster loads right after the first render: no page raises a toast before that, and a
// toast raised earlier waits in react-hot-toast's store. Keeps ~4.5 KB gzip off first load.
const AppToaster = lazy(async () => ({
  default: (await import('./providers/app-toaster')).AppToaster,
}));

/**
 * Global interface around every page: toasts, the loading bar, titles, new-build notices, and
 * affiliate link tracking.
 */
export function RootShell() {
  return (
    <>
      <DocumentTitle />
      <NavigationProgress />
      <BuildWatcher />
      <RouteAnnouncer />
      <AffiliateTracker />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <Outlet />
    </>
  );
}
