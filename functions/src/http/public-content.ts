import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { PUBLIC_CONTENT_BASE, PUBLIC_CONTENT_CACHE_CONTROL } from '../contracts/public-content';
import { db } from '../lib/admin';
import { PUBLIC_ENDPOINT } from '../lib/function-options';
import { publicContentReader } from '../services/public-content/read-by-path';

/**
 * GET /api/public/plans, /programme-settings, /policies/{kind}[?version=N] (Hosting rewrite; on
 * the emulator also under the function's own URL). Public data only, the same the rules let
 * anyone read, answered with a CDN cache header (contracts/public-content.ts).
 */
export const publicContent = onRequest(PUBLIC_ENDPOINT, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).json({ error: 'Method not allowed' });
    return;
  }
  const path = req.path.startsWith(PUBLIC_CONTENT_BASE)
    ? req.path.slice(PUBLIC_CONTENT_BASE.length)
    : req.path;
  const read = publicContentReader(db, path, req.query.version);
  if (!read) {
    res.set('Cache-Control', 'no-store').status(404).json({ error: 'Not found' });
    return;
  }
  try {
    const body = await read();
    res.set('Cache-Control', PUBLIC_CONTENT_CACHE_CONTROL).json(body);
  } catch (error) {
    logger.error('public content could not be read', { path, error: String(error) });
    res.set('Cache-Control', 'no-store').status(500).json({ error: 'Please try again.' });
  }
});
