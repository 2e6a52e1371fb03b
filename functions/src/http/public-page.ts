import { join } from 'node:path';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { PUBLIC_CONTENT_CACHE_CONTROL } from '../contracts/public-content';
import { PUBLIC_PAGES_KIT_DIR } from '../contracts/public-pages';
import { db } from '../lib/admin';
import { PUBLIC_ENDPOINT } from '../lib/function-options';
import { appUrlFrom } from '../services/companies/config';
import { readPublicContentAt } from '../services/public-content/read-by-path';
import { answerPublicPage, type PageAnswer } from '../services/public-pages/answer-page';
import { answerProfilePage } from '../services/public-pages/answer-profile-page';
import { loadPublicPagesKit } from '../services/public-pages/kit';
import { readPublicProfile } from '../services/public-pages/read-public-profile';

/** functions/public-pages: this file runs from functions/lib/http. */
const KIT_DIR = join(__dirname, '..', '..', PUBLIC_PAGES_KIT_DIR);

const searchOf = (url: string) => {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
};

/**
 * GET /pricing, /privacy-policy and the other public pages that show data, and `/@username`
 * (Hosting rewrites, contracts/public-pages.ts): the page rendered with its data, so its content
 * is in the first HTML, cached by the CDN like /api/public/* (services/public-pages/answer-page.ts,
 * answer-profile-page.ts). Canonical links and link previews use the configured app URL
 * (APP_URL), never the request's host: the CDN keeps one answer for everyone.
 */
export const publicPage = onRequest(PUBLIC_ENDPOINT, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).send('Method not allowed');
    return;
  }
  const search = searchOf(req.originalUrl);
  // One address per page: `/pricing/` is `/pricing` (Hosting does the same for its files).
  const pathname = req.path.replace(/(.)\/+$/, '$1');
  if (pathname !== req.path) {
    res.set('Cache-Control', PUBLIC_CONTENT_CACHE_CONTROL).redirect(301, `${pathname}${search}`);
    return;
  }
  const kit = await loadPublicPagesKit(KIT_DIR);
  const request = { pathname, search, siteUrl: appUrlFrom(process.env) };
  const answer: PageAnswer = pathname.startsWith('/@')
    ? await answerProfilePage(kit, {
        ...request,
        readProfile: (username) => readPublicProfile(db, username),
      })
    : await answerPublicPage(kit, {
        ...request,
        read: (address) => readPublicContentAt(db, address),
      });
  if (answer.problem) logger.error(answer.problem, { path: req.path });
  res.set('Cache-Control', answer.cacheControl).status(answer.status);
  if (answer.location) res.set('Location', answer.location);
  if (answer.status === 200 || answer.html) res.type('html');
  res.send(answer.body);
});
