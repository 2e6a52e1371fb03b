// First: before any module can parse with Zod (see the file).
import './lib/zod-jitless';
import type { DataRouter } from 'react-router';
import { startApp } from './app/start-app';
import { watchPendingNavigation } from './app/guard/pending-navigation';
import { installChunkReload } from './lib/chunk-reload';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Decided when Vite starts (vite.config.ts), from the mode and settings: a constant, so a build
// with nothing wrong carries neither the check nor its messages. (`vite build` refuses such a
// build outright; the dev server shows why here.)
const problem = __STARTUP_PROBLEM__;
if (problem) {
  // SPEC §5: refuse to start; say why instead of a blank page.
  container.innerHTML = '';
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem';
  message.textContent = problem;
  container.append(message);
  throw new Error(problem);
}

let router: DataRouter | undefined;
watchPendingNavigation(() => router?.state.navigation.location);
// Installed before the router starts: a prerendered page loads its route's code first.
installChunkReload(() => {
  if (!router) return `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const { initialized, navigation, location } = router.state;
  const next = navigation.location ?? (initialized ? null : location);
  return next ? `${next.pathname}${next.search}${next.hash}` : null;
});
void startApp(container).then((started) => {
  router = started;
});
