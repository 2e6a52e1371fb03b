import { Outlet } from 'react-router-dom';
import { AppToaster } from './providers/app-toaster';
import { BuildWatcher } from './providers/build-watcher';
import { DocumentTitle } from './providers/document-title';
import { NavigationProgress } from './providers/navigation-progress';

/** Global interface around every page: toasts, the loading bar, titles, new-build notices. */
export function RootShell() {
  return (
    <>
      <DocumentTitle />
      <NavigationProgress />
      <BuildWatcher />
      <AppToaster />
      <Outlet />
    </>
  );
}
