import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUBLIC_PAGES_KIT_DIR,
  publicPagesKitFiles,
} from '../../functions/src/contracts/public-pages';
import { adminDb } from '../support/companies';
import { hostingUrl } from '../support/env';

/** As a crawler asks: a plain GET through Hosting, which rewrites `/@…` to `publicPage`. */
const crawl = (path: string) => fetch(`${hostingUrl()}${path}`, { redirect: 'manual' });

/**
 * The function renders into the shell the web build writes (functions/public-pages). This step
 * does not build the web app: without a kit, a shell alone stands in (no renderer, so a profile
 * is served with its head only, as when the renderer fails); a built kit is used as it is.
 */
const kitDir = join(import.meta.dirname, '..', '..', 'functions', PUBLIC_PAGES_KIT_DIR);
const shellFile = join(kitDir, publicPagesKitFiles.shell);
const SHELL =
  '<!doctype html><html lang="en"><head><meta name="description" content="Team workspaces with roles, invitations and billing." /><title>Parley</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
let wroteKit = false;

beforeAll(() => {
  if (existsSync(shellFile)) return;
  mkdirSync(kitDir, { recursive: true });
  writeFileSync(shellFile, SHELL);
  wroteKit = true;
});
afterAll(() => {
  if (wroteKit) rmSync(kitDir, { recursive: true, force: true });
});

const id = () => randomUUID().slice(0, 8);

describe('/@username through Hosting', () => {
  it("serves a public profile with the person's name in the HTML, escaped, and nothing private", async () => {
    const username = `grace_${id()}`;
    await adminDb.doc(`publicProfiles/${username}`).set({
      username,
      displayName: 'Grace <script>alert(1)</script> Hopper',
      photoURL: null,
      bio: 'Compilers & "bugs".',
      joinedAt: null,
      // Never written by the app; a page must show the public fields alone all the same.
      email: 'grace-private@example.com',
    });

    const response = await crawl(`/@${username}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const html = await response.text();
    const name = 'Grace &lt;script&gt;alert(1)&lt;/script&gt; Hopper';
    expect(html).toContain(`<title>${name} (@${username})</title>`);
    expect(html).toContain(`<meta property="og:title" content="${name} (@${username})">`);
    expect(html).toContain(`<meta name="twitter:title" content="${name} (@${username})">`);
    expect(html).toContain(
      `<meta name="description" content="${name} (@${username}) on Parley. Compilers &amp; &quot;bugs&quot;."`,
    );
    expect(html).toContain(`<link rel="canonical" href="${hostingUrl()}/@${username}">`);
    expect(html).toContain('<meta property="og:type" content="profile">');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('grace-private@example.com');
  });

  it("answers 404 with the app's shell for an unknown name and for a user without a public profile", async () => {
    // A user who never made a profile public: their name and email stay off the web.
    const hidden = `hidden_${id()}`;
    await adminDb.doc(`users/hidden-${hidden}`).set({
      displayName: 'Hidden Person',
      email: 'hidden@example.com',
      username: hidden,
    });
    await adminDb.doc(`usernames/${hidden}`).set({ uid: `hidden-${hidden}`, retired: true });

    for (const path of [`/@nobody_${id()}`, `/@${hidden}`, `/@${hidden}/`]) {
      const response = await crawl(path);
      const answer =
        response.status === 301 ? await crawl(response.headers.get('location') ?? '') : response;
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await answer.text();
      // The app starts from it and shows its Page Not Found.
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('Hidden Person');
      expect(html, path).not.toContain('hidden@example.com');
    }
  });

  it('sends a name in capitals, or with a trailing slash, to its one lowercase address', async () => {
    const username = `ada_${id()}`;
    for (const path of [`/@${username.toUpperCase()}?ref=x`, `/@${username}/?ref=x`]) {
      const response = await crawl(path);
      expect(response.status, path).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', hostingUrl()).pathname, path).toBe(
        `/@${username}`,
      );
      expect(response.headers.get('location'), path).toMatch(/\?ref=x$/);
    }
  });
});
