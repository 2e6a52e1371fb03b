import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_MARKER_KEY } from '@/lib/auth/may-hold-session';

/** public/start-after-paint.js, run as the browser runs it: a plain script. */
const script = readFileSync('public/start-after-paint.js', 'utf8');

/** A prerendered page at `address`, once the script has started the app. */
function startedPage(address: string, rootAttributes: string): HTMLElement {
  window.history.replaceState(null, '', address);
  document.head.innerHTML = '<template id="app-scripts"></template>';
  document.body.innerHTML = `<div id="root" ${rootAttributes}><h1>Page</h1></div>`;
  vi.useFakeTimers();
  new Function(script)();
  vi.advanceTimersByTime(300);
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  return root;
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('start-after-paint.js tells the app whether to adopt the prerendered markup', () => {
  it('adopts a sign-in page where nobody signed in, with or without a query', () => {
    for (const address of ['/login', '/login?redirect=%2Fprofile']) {
      const root = startedPage(address, 'data-prerendered data-signed-out-only');
      expect(root.hasAttribute('data-prerendered'), address).toBe(true);
      expect(root.hasAttribute('data-fresh'), address).toBe(false);
    }
  });

  it('starts a sign-in page afresh where someone signed in (the session marker), so its guard runs', () => {
    localStorage.setItem(SESSION_MARKER_KEY, '1');
    const root = startedPage('/login', 'data-prerendered data-signed-out-only');
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });

  it('draws a public page with a query afresh, and adopts it without one', () => {
    expect(startedPage('/?ref=ada', 'data-prerendered').dataset.fresh).toBe('1');
    const bare = startedPage('/', 'data-prerendered');
    expect(bare.hasAttribute('data-fresh')).toBe(false);
    expect(bare.hasAttribute('data-prerendered')).toBe(true);
  });
});
