// Applied before first paint so a dark preference never flashes light (and, below, the
// early error buffer). A file, not an inline
// script, so the Content-Security-Policy (firebase.json) needs no 'unsafe-inline' for scripts.
(function () {
  try {
    var pref = localStorage.getItem('color-mode');
    var dark =
      pref === 'dark' ||
      ((pref === null || pref === 'system') && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage blocked (private mode, policy): the light default stays.
  }
})();

// Errors before the app's reporter loads (after the first render): kept here, at most ten, and
// taken over by src/lib/error-report.ts, which then listens itself.
(function () {
  var early = (window.__earlyErrors = []);
  function keep(event) {
    if (early.length < 10) early.push(event.error || event.reason || event.message);
  }
  addEventListener('error', keep);
  addEventListener('unhandledrejection', keep);
  window.__stopEarlyErrors = function () {
    removeEventListener('error', keep);
    removeEventListener('unhandledrejection', keep);
  };
})();
