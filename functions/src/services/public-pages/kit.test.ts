import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicPagesKitFiles } from '../../contracts/public-pages';
import { loadPublicPagesKit } from './kit';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A kit as the web build writes it, whose renderer answers `answer`. */
function writeKit(answer: string, builtAt: number) {
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write(
    publicPagesKitFiles.renderer,
    `export const renderPublicPage = async ({ shell }) => shell + ${JSON.stringify(answer)};\n` +
      'export const renderProfilePage = async ({ shell, profile }) => shell + profile.username;\n',
  );
  write(publicPagesKitFiles.shell, '<shell>');
  write(publicPagesKitFiles.fallback('/pricing'), '<pricing without data>');
  utimesSync(join(dir, publicPagesKitFiles.shell), builtAt, builtAt);
}

const render = (kit: Awaited<ReturnType<typeof loadPublicPagesKit>>) =>
  kit?.render({ pathname: '/pricing', search: '', read: async () => null, siteUrl: '' });

describe('loadPublicPagesKit', () => {
  it('is null when the web app was never built', async () => {
    expect(await loadPublicPagesKit(dir)).toBeNull();
  });

  it('loads the renderer, the shell and the fallbacks the build wrote', async () => {
    writeKit('one', 1_000);
    const kit = await loadPublicPagesKit(dir);
    expect(await render(kit)).toBe('<shell>one');
    expect(kit?.shell).toBe('<shell>');
    const profile = {
      username: 'ada',
      displayName: 'Ada',
      photoURL: null,
      bio: null,
      joinedAt: null,
    };
    expect(await kit?.renderProfile({ profile, siteUrl: '' })).toBe('<shell>ada');
    expect(await kit?.fallback('/pricing')).toBe('<pricing without data>');
    expect(await kit?.fallback('/nowhere')).toBeNull();
  });

  it('still serves the fallbacks when its renderer cannot load, failing each render', async () => {
    writeKit('one', 3_000);
    writeFileSync(join(dir, publicPagesKitFiles.renderer), 'throw new Error("broken bundle");\n');
    const kit = await loadPublicPagesKit(dir);
    await expect(render(kit)).rejects.toThrow(/broken bundle/);
    expect(await kit?.fallback('/pricing')).toBe('<pricing without data>');
  });

  it('loads a rebuilt kit afresh (the emulator outlives builds), and a same build once', async () => {
    writeKit('one', 1_000);
    const first = await loadPublicPagesKit(dir);
    expect(await loadPublicPagesKit(dir)).toBe(first);
    writeKit('two', 2_000);
    expect(await render(await loadPublicPagesKit(dir))).toBe('<shell>two');
  });
});
