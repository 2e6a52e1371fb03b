// Prerendered pages only (scripts/lib/prerender-plugin.ts). Their content is already in
// the HTML, so the app's code is not fetched while the page is still drawing itself: its
// script and preload tags wait, inert, in <template id="app-scripts">, and are started here
// once the first frame is painted. A file, not an inline script: the Content-Security-Policy
// (firebase.json) has no 'unsafe-inline' for scripts.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var template = document.getElementById('app-scripts');
    if (!template) return;
    judgeMarkup(document.getElementById('root'));
    // The entry first; the preloads of its imports in a task of their own, since adding them
    // costs the main thread a moment (Chromium starts each fetch there and then).
    copy(template.content.querySelectorAll('script'));
    setTimeout(function () {
      copy(template.content.querySelectorAll('link'));
    }, 0);
  }
  // Whether the app may adopt the prerendered markup (src/app/start-app.tsx).
  function judgeMarkup(root) {
    if (!root) return;
    if (root.hasAttribute('data-signed-out-only')) {
      // A sign-in page, rendered for a signed-out visitor. Where someone signed in in this
      // browser (the session marker of src/lib/auth/may-hold-session.ts; unreadable storage
      // counts as signed in, as there), the app starts afresh, so its guard runs first and can
      // send a signed-in visitor on. A query it adopts anyway: these pages ignore it in their
      // first render, and keep what the visitor already typed.
      if (mayHoldSession()) root.removeAttribute('data-prerendered');
    } else if (location.search) {
      // Rendered for the bare path: a query may change the page, so it is drawn afresh over it.
      root.setAttribute('data-fresh', '1');
    }
  }
  function mayHoldSession() {
    try {
      return localStorage.getItem('session-cookie-issued') !== null;
    } catch {
      return true;
    }
  }
  // Fresh elements: a script copied out of a template would not run.
  function copy(tags) {
    tags.forEach(function (tag) {
      var fresh = document.createElement(tag.localName);
      for (var i = 0; i < tag.attributes.length; i += 1) {
        fresh.setAttribute(tag.attributes[i].name, tag.attributes[i].value);
      }
      document.head.appendChild(fresh);
    });
  }
  // Once the browser reports the first contentful paint (Paint Timing; where it cannot, two
  // frames later, when the first frame has been drawn). A frame callback alone is too early: the
  // frame is not on screen yet, and the app's code, started then, held a long page's first paint
  // back by a second on a busy machine. A tab in the background paints nothing: there the app
  // starts at once. The timeout is only a safety net, should no paint ever be reported.
  function afterFirstPaint(callback) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf('paint') !== -1) {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        callback();
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(callback, 0);
        });
      });
    }
  }
  if (document.visibilityState === 'hidden') {
    start();
  } else {
    afterFirstPaint(start);
    setTimeout(start, 3000);
  }
})();
