// Applied before first paint so a dark preference never flashes light (and, below, the
// early error buffer). A file, not an inline
// script, so the Content-Security-Policy (firebase.json) needs no 'unsafe-inline' for scripts.
// It also follows a system that changes scheme (at dusk, say) while a prerendered page has not
// run the app yet (public/start-app-when-needed.js); once it runs, the app follows it too,
// reading the same stored choice (src/lib/color-mode.ts).
(function () {
  try {
    var system = matchMedia('(prefers-color-scheme: dark)');
    var apply = function () {
      var pref = localStorage.getItem('color-mode');
      var dark = pref === 'dark' || ((pref === null || pref === 'system') && system.matches);
      document.documentElement.classList.toggle('dark', dark);
    };
    apply();
    system.addEventListener('change', apply);
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
