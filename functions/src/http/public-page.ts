import { join } from 'node:path';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { PUBLIC_PAGES_KIT_DIR } from '../contracts/public-pages';
import { db } from '../lib/admin';
import { PUBLIC_ENDPOINT } from '../lib/function-options';
import { readPublicContentAt } from '../services/public-content/read-by-path';
import { answerPublicPage } from '../services/public-pages/answer-page';
import { loadPublicPagesKit } from '../services/public-pages/kit';

/** functions/public-pages: this file runs from functions/lib/http. */
const KIT_DIR = join(__dirname, '..', '..', PUBLIC_PAGES_KIT_DIR);

const searchOf = (url: string) => {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
};

/**
 * GET /pricing, /privacy-policy and the other public pages that show data (Hosting rewrites,
 * contracts/public-pages.ts): the page rendered with its data, so its content is in the first
 * HTML, cached by the CDN like /api/public/* (services/public-pages/answer-page.ts).
 */
export const publicPage = onRequest(PUBLIC_ENDPOINT, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).send('Method not allowed');
    return;
  }
  const answer = await answerPublicPage(await loadPublicPagesKit(KIT_DIR), {
    pathname: req.path,
    search: searchOf(req.originalUrl),
    read: (address) => readPublicContentAt(db, address),
  });
  if (answer.problem) logger.error(answer.problem, { path: req.path });
  res.set('Cache-Control', answer.cacheControl).status(answer.status);
  if (answer.status === 200) res.type('html');
  res.send(answer.body);
});
