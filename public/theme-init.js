// Applied before first paint so a dark preference never flashes light. A file, not an inline
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
