// Prerendered pages only (scripts/lib/prerender-plugin.ts). Their content is already in the
// HTML, and their links are ordinary links to other prerendered pages, so a visitor who only
// reads needs none of the app's code. Its script and preload tags wait, inert, in
// <template id="app-scripts">:
// - once the first frame is painted, the code is fetched (preloaded: compiled, not run), so the
//   HTML and the styles have the network to themselves until then;
// - the app starts (the code runs and React adopts the markup) at the visitor's first sign of
//   intent (a pointer that moves or presses, a touch, a key, focus, the wheel, a scroll), or
//   right after the paint where the visit needs it whatever the visitor does: a query (`?ref=`
//   is tracked), a session marker (the header shows the signed-in links), a stored referral
//   (every visit is tracked), a placeholder still loading; in a background tab, at once (nobody
//   waits on it there).
// A button pressed before the app has taken over is held and pressed again once it has
// (`data-started` on #root), so no press is lost unless the app's code cannot load. (A form
// cannot go out before then: its submit button is rendered disabled until the app runs,
// src/lib/use-hydrated.ts.)
// A file, not an inline script: the Content-Security-Policy (firebase.json) has no
// 'unsafe-inline' for scripts.
(function () {
  var template = document.getElementById('app-scripts');
  var root = document.getElementById('root');
  if (!template || !root) return;
  // Kept equal to the app's keys by src/prerender/start-app-when-needed.test.ts.
  var SESSION_MARKER_KEY = 'session-cookie-issued';
  var AFFILIATE_KEY = 'current_affiliate';
  var INTENT_EVENTS = [
    'pointermove',
    'pointerdown',
    'touchstart',
    'keydown',
    'focusin',
    'wheel',
    'scroll',
  ];
  // A placeholder for what the app must still load or learn (the plans where the function could
  // not render them; the apply page, which first learns whether the visitor is signed in).
  var STILL_LOADING = '[aria-busy="true"], [role="status"][aria-label^="Loading"]';
  // Controls whose click needs the app. A link is left alone: until the app runs, it loads the
  // next page as any link does. A label or a text field is left alone too: focus and typing
  // need no code (the sign-in pages keep what was typed when the app adopts them).
  var NEEDS_APP =
    'button, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], ' +
    '[role="menuitem"], [role="option"], [role="combobox"], summary, ' +
    'input[type="checkbox"], input[type="radio"], input[type="submit"]';
  var fetched = false;
  var started = false;
  var held = [];

  function fetchCode() {
    if (fetched) return;
    fetched = true;
    template.content.querySelectorAll('script[src]').forEach(function (entry) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = entry.getAttribute('src');
      // The same request as the script's, so the browser uses what it preloaded.
      if (entry.hasAttribute('crossorigin')) preload.setAttribute('crossorigin', '');
      document.head.appendChild(preload);
    });
    copy(template.content.querySelectorAll('link'));
  }

  // Chromium also reports a pointer that has not moved, over a page that has laid itself out
  // anew under a resting cursor: not a sign of intent.
  function onIntent(event) {
    if (event.type === 'pointermove' && !event.movementX && !event.movementY) return;
    // The visitor has begun to use the page: what the app warms up at such a sign (Auth on the
    // sign-in pages, src/features/auth/load-auth-actions.ts) starts at once.
    root.setAttribute('data-visitor-active', '');
    start();
  }

  function start() {
    if (started) return;
    started = true;
    INTENT_EVENTS.forEach(function (type) {
      window.removeEventListener(type, onIntent, true);
    });
    judgeMarkup();
    fetchCode();
    copy(template.content.querySelectorAll('script')).forEach(function (entry) {
      entry.addEventListener('error', stopHolding);
    });
  }

  // Whether the app may adopt the prerendered markup (src/app/start-app.tsx).
  function judgeMarkup() {
    if (root.hasAttribute('data-signed-out-only')) {
      // A sign-in page, rendered for a signed-out visitor. Where someone signed in in this
      // browser, the app starts afresh, so its guard runs first and can send a signed-in
      // visitor on. A query it adopts anyway: these pages ignore it in their first render, and
      // keep what the visitor already typed.
      if (stored(SESSION_MARKER_KEY)) root.removeAttribute('data-prerendered');
    } else if (location.search) {
      // Rendered for the bare path: a query may change the page, so it is drawn afresh over it.
      root.setAttribute('data-fresh', '1');
    }
  }

  // Whether the visit needs the app even if the visitor does nothing.
  function neededAtOnce() {
    return (
      location.search !== '' ||
      stored(SESSION_MARKER_KEY) ||
      stored(AFFILIATE_KEY) ||
      root.querySelector(STILL_LOADING) !== null
    );
  }

  // Unreadable storage counts as set, as in src/lib/auth/may-hold-session.ts.
  function stored(key) {
    try {
      return localStorage.getItem(key) !== null;
    } catch {
      return true;
    }
  }

  // Fresh elements: a script copied out of a template would not run.
  function copy(tags) {
    return Array.prototype.map.call(tags, function (tag) {
      var fresh = document.createElement(tag.localName);
      for (var i = 0; i < tag.attributes.length; i += 1) {
        fresh.setAttribute(tag.attributes[i].name, tag.attributes[i].value);
      }
      document.head.appendChild(fresh);
      return fresh;
    });
  }

  function appHasTakenOver() {
    return root.hasAttribute('data-started');
  }

  // Before the app has taken over, a click on a control waits for it. Stopped here, above #root,
  // so React, which may already listen while it adopts the page, does not handle it too.
  function holdClick(event) {
    if (appHasTakenOver() || event.defaultPrevented) return;
    var target = event.target;
    var control = target && target.closest ? target.closest(NEEDS_APP) : null;
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    var place = placeOf(control);
    held.push(function () {
      var now = control.isConnected ? control : controlAt(place);
      if (now) now.click();
    });
    start();
  }
  document.addEventListener('click', holdClick, true);

  // Where a page drawn afresh (a query, a sign-in page where someone signed in) has replaced the
  // markup, the held control is found again by its name and its place among those so named.
  function nameOf(control) {
    return control.getAttribute('aria-label') || control.textContent.trim();
  }
  function controlsNamed(name) {
    return Array.prototype.filter.call(root.querySelectorAll(NEEDS_APP), function (other) {
      return nameOf(other) === name;
    });
  }
  function placeOf(control) {
    var name = nameOf(control);
    return { name: name, index: controlsNamed(name).indexOf(control) };
  }
  function controlAt(place) {
    return controlsNamed(place.name)[place.index] || null;
  }

  // Where the app's code cannot load (offline, blocked), nothing will take the held clicks:
  // they are dropped, and later clicks go to the page as they would without the app.
  function stopHolding() {
    document.removeEventListener('click', holdClick, true);
    held.length = 0;
  }
  // The app marks #root started in the commit that adopts the page (src/app/start-app.tsx): React
  // handles input from then on, so what was held goes to it then, in order.
  new MutationObserver(function (_, observer) {
    if (!appHasTakenOver()) return;
    observer.disconnect();
    document.removeEventListener('click', holdClick, true);
    held.splice(0).forEach(function (replay) {
      replay();
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-started'] });

  // Once the browser reports the first contentful paint (Paint Timing; where it cannot, two
  // frames later, when the first frame has been drawn). A frame callback alone is too early: the
  // frame is not on screen yet, and code fetched then held a long page's first paint back by a
  // second on a busy machine. The timeout is only a safety net, should no paint be reported.
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
    setTimeout(callback, 3000);
  }

  if (document.visibilityState === 'hidden') {
    // A tab in the background paints nothing: nothing to wait for.
    start();
  } else if (neededAtOnce()) {
    afterFirstPaint(start);
  } else {
    afterFirstPaint(fetchCode);
    INTENT_EVENTS.forEach(function (type) {
      window.addEventListener(type, onIntent, { capture: true, passive: true });
    });
    // Back from the browser's page cache: the visitor may have signed in since.
    window.addEventListener('pageshow', function (event) {
      if (event.persisted && neededAtOnce()) start();
    });
  }
})();
