import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { SITEMAP_CACHE_CONTROL, SITEMAP_MAX_URLS, SITEMAP_PATHS } from '../contracts/public-pages';
import { db } from '../lib/admin';
import { PUBLIC_ENDPOINT } from '../lib/function-options';
import { appUrlFrom } from '../services/companies/config';
import { renderSitemap } from '../services/public-pages/sitemap';

/**
 * GET /sitemap.xml (Hosting rewrite; robots.txt, which points here, is written by the build).
 * Absolute URLs on the configured app URL (APP_URL), never on the request's host: the answer is
 * cached by the CDN for everyone.
 */
export const sitemap = onRequest(PUBLIC_ENDPOINT, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).send('Method not allowed');
    return;
  }
  const appUrl = appUrlFrom(process.env);
  if (req.path !== '/sitemap.xml') {
    res.set('Cache-Control', 'no-store').status(404).send('Not found');
    return;
  }
  try {
    // Every username holds a public profile; only the document ids are read.
    const profiles = await db
      .collection('publicProfiles')
      .select()
      .limit(SITEMAP_MAX_URLS - SITEMAP_PATHS.length)
      .get();
    const usernames = profiles.docs.map((doc) => doc.id);
    res
      .set('Cache-Control', SITEMAP_CACHE_CONTROL)
      .type('application/xml')
      .send(renderSitemap(appUrl, usernames));
  } catch (error) {
    logger.error('the sitemap could not be read', { error: String(error) });
    res.set('Cache-Control', 'no-store').status(500).send('Please try again.');
  }
});
