import { describe, expect, it } from 'vitest';
import { CLIENT_ERRORS_PATH } from '@contracts/client-errors';
import { REPORT_LIMITS } from '../../functions/src/services/client-errors/report-limiter';
import { hostingUrl } from '../support/env';

/** Through the Hosting rewrite, as the browser's reporter posts (src/lib/error-report.ts). */
const report = {
  kind: 'render',
  message: 'TypeError: plan is undefined',
  stack: 'TypeError: plan is undefined\n    at PricingPage (/assets/pricing-page-x1.js:1:20)',
  path: '/pricing',
  release: 'build-test',
};

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${hostingUrl()}${CLIENT_ERRORS_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: hostingUrl(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/client-errors', () => {
  it('logs a report from our own pages and answers 204', { timeout: 30_000 }, async () => {
    expect((await post(report)).status).toBe(204);
  });

  it('refuses other sites, other methods and reports of another shape', async () => {
    expect((await post(report, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await fetch(`${hostingUrl()}${CLIENT_ERRORS_PATH}`)).status).toBe(405);
    expect((await post({ ...report, kind: 'meltdown' })).status).toBe(400);
    expect((await post({ ...report, path: 'https://elsewhere/' })).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
  });

  it('limits how many one client may log a minute', async () => {
    const client = { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 250) + 1}` };
    const statuses: number[] = [];
    for (let i = 0; i <= REPORT_LIMITS.perClient; i += 1) {
      statuses.push((await post({ ...report, message: `error ${i}` }, client)).status);
    }
    expect(statuses.slice(0, REPORT_LIMITS.perClient).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
