import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { clientErrorReportSchema } from '../contracts/client-errors-schema';
import { clientAddress } from '../lib/client-address';
import { PUBLIC_ENDPOINT } from '../lib/function-options';
import { createReportLimiter } from '../services/client-errors/report-limiter';
import { scrubPath, scrubText } from '../services/client-errors/scrub';
import { isAllowedOrigin, parseAllowedOrigins } from '../services/session-cookie';

const allowedOrigins = parseAllowedOrigins(process.env.APP_ORIGINS);
const allow = createReportLimiter();

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /api/client-errors (Hosting rewrite): one browser error, logged at ERROR with its kind,
 * scrubbed message and stack, path and release, so a broken release shows in the log (and in
 * Error Reporting, which reads logged stacks) without a user report. Our own pages only (same
 * origin), rate-limited per client, 204 whatever it logs: a report never gets an error back to
 * report.
 */
export const clientErrors = onRequest(PUBLIC_ENDPOINT, async (req, res) => {
  res.set('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).end();
    return;
  }
  const sameSite = isAllowedOrigin(
    {
      origin: header(req.headers.origin),
      secFetchSite: header(req.headers['sec-fetch-site']),
      host: header(req.headers.host),
      forwardedHost: header(req.headers['x-forwarded-host']),
    },
    allowedOrigins,
  );
  if (!sameSite) {
    res.status(403).end();
    return;
  }
  // sendBeacon posts text/plain (no preflight); the body is JSON either way.
  let body: unknown = req.body;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    try {
      body = JSON.parse(body.toString());
    } catch {
      body = null;
    }
  }
  const parsed = clientErrorReportSchema.safeParse(body);
  if (!parsed.success) {
    res.status(400).end();
    return;
  }
  const address = clientAddress(req) ?? 'unknown';
  const client = createHash('sha256').update(address).digest('hex').slice(0, 16);
  if (!allow(client, Date.now())) {
    res.status(429).end();
    return;
  }
  const report = parsed.data;
  logger.error(`client ${report.kind} error: ${scrubText(report.message)}`, {
    clientError: {
      kind: report.kind,
      message: scrubText(report.message),
      stack: report.stack ? scrubText(report.stack) : null,
      path: scrubPath(report.path),
      release: report.release,
      userAgent: (header(req.headers['user-agent']) ?? '').slice(0, 200),
    },
  });
  res.status(204).end();
});
