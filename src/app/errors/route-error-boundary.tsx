import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { isChunkLoadError, shouldReloadForChunkError } from '@/lib/chunk-reload';
import type { DeniedPayload } from '../guard/guard-middleware';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

/** Renders route errors: 403 Access Denied, 404 Page Not Found, and 500 for anything else. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunkError = isChunkLoadError(error);
  const reloading = chunkError && typeof window !== 'undefined' && shouldReloadOnce(pathname);

  useEffect(() => {
    if (reloading) location.reload();
    // Logged to the console and raised on window, where the error reporter sends it on.
    else if (!isRouteErrorResponse(error)) reportError(error);
  }, [reloading, error]);

  if (isRouteErrorResponse(error)) {
    if (error.status === 403) {
      const payload = error.data as Partial<DeniedPayload> | undefined;
      return (
        <ErrorPage
          status={403}
          title={payload?.title ?? 'Access Denied'}
          message={payload?.message ?? 'Super Admin access required'}
          {...(payload?.action ? { action: payload.action } : {})}
        />
      );
    }
    if (error.status === 404) return <NotFoundPage />;
  }
  if (reloading) {
    return <p className="p-8 text-center text-muted-foreground">Loading the latest version…</p>;
  }
  return (
    <ErrorPage
      status={500}
      title="Internal Server Error"
      message={
        chunkError
          ? 'Part of the app could not be loaded. Check your connection, then reload the page.'
          : 'Something went wrong on our side. Please try again in a moment.'
      }
      retry
    />
  );
}

// The decision is made once per error render; re-renders must not record a second attempt.
const decided = new Map<string, boolean>();
function shouldReloadOnce(pathname: string): boolean {
  if (!decided.has(pathname)) {
    decided.set(pathname, shouldReloadForChunkError(pathname, Date.now(), sessionStorage));
  }
  return decided.get(pathname) ?? false;
}
