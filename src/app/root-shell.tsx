import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AffiliateTracker } from '@/features/affiliate-tracking/affiliate-tracker';
import { DocumentTitle } from './providers/document-title';
import { NavigationProgress } from './providers/navigation-progress';
import { RouteAnnouncer } from './providers/route-announcer';

// The toaster and the new-build check load right after the first render (deferred-providers).
const DeferredProviders = lazy(() => import('./providers/deferred-providers'));

/**
 * Global interface around every page: toasts, the loading bar, titles, new-build notices, and
 * affiliate link tracking.
 */
export function RootShell() {
  return (
    <>
      <DocumentTitle />
      <NavigationProgress />
      <RouteAnnouncer />
      <AffiliateTracker />
      <Suspense fallback={null}>
        <DeferredProviders />
      </Suspense>
      <Outlet />
    </>
  );
}
