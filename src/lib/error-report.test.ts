import type { ClientErrorReport } from '@contracts/client-errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorReporting, MAX_PER_PAGE, reportFrom } from './error-report';

let stop = () => {};
afterEach(() => {
  stop();
  sessionStorage.clear();
  delete (window as { __earlyErrors?: unknown[] }).__earlyErrors;
});

function start() {
  const sent: ClientErrorReport[] = [];
  stop = installErrorReporting('build-1', (report) => sent.push(report));
  return sent;
}

const raise = (error: Error) =>
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));

describe('browser error reports', () => {
  it('sends an uncaught error with its path and release, once per distinct error', () => {
    const sent = start();
    raise(new TypeError('x is undefined'));
    raise(new TypeError('x is undefined'));
    expect(sent).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'TypeError: x is undefined',
        path: '/',
        release: 'build-1',
      }),
    ]);
    expect(sent[0]?.stack).toContain('x is undefined');
  });

  it('sends unhandled rejections, calls a failed chunk a chunk, and stops at the page cap', () => {
    const sent = start();
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('the save failed') });
    window.dispatchEvent(rejection);
    raise(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'));
    for (let i = 0; i < 10; i += 1) raise(new Error(`error ${i}`));
    expect(sent.map((r) => r.kind).slice(0, 2)).toEqual(['rejection', 'chunk']);
    expect(sent).toHaveLength(MAX_PER_PAGE);
  });

  it('takes over what the page kept before it loaded, and a reload for a failed chunk once', () => {
    (window as { __earlyErrors?: unknown[] }).__earlyErrors = [new Error('early boom')];
    sessionStorage.setItem('chunk-reload:/pricing', String(Date.now()));
    const sent = start();
    expect(sent.map((r) => [r.kind, r.message])).toEqual([
      ['error', 'Error: early boom'],
      ['chunk', 'Error: A chunk failed to load on /pricing; the page reloaded'],
    ]);
    stop();
    expect(start()).toEqual([]);
  });

  it('reports strings and cuts long messages', () => {
    const report = reportFrom('error', 'x'.repeat(900), '/a', 'b');
    expect(report.message).toHaveLength(500);
    expect(report).not.toHaveProperty('stack');
  });

  it('stops listening when stopped', () => {
    const send = vi.fn();
    installErrorReporting('b', send)();
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('after stop') });
    window.dispatchEvent(rejection);
    expect(send).not.toHaveBeenCalled();
  });
});
