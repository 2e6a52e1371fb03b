import { describe, expect, it } from 'vitest';
import { pageHeadTags, profilePageMeta, withPageHead } from './page-head';

const shell =
  '<head><meta charset="UTF-8" /><meta name="description" content="Team workspaces." /><title>Parley</title></head><body><div id="root"></div></body>';

/** The content of the head tag named `name` (`property="og:title"` or `name="twitter:card"`). */
const tag = (html: string, attribute: string) =>
  new RegExp(`<meta ${attribute} content="([^"]*)">`).exec(html)?.[1];

describe('a page head', () => {
  const about = { title: 'About Parley', description: 'Why we build it.', path: '/about' };

  it('names the canonical address and the large preview card on the site address', () => {
    const tags = pageHeadTags(about, 'https://parley.example/');
    expect(tags).toContain('<link rel="canonical" href="https://parley.example/about">');
    expect(tag(tags, 'property="og:url"')).toBe('https://parley.example/about');
    expect(tag(tags, 'property="og:type"')).toBe('website');
    expect(tag(tags, 'property="og:title"')).toBe('About Parley');
    expect(tag(tags, 'property="og:description"')).toBe('Why we build it.');
    expect(tag(tags, 'property="og:image"')).toBe('https://parley.example/og-image.png');
    expect(tag(tags, 'property="og:image:width"')).toBe('1200');
    expect(tag(tags, 'property="og:image:height"')).toBe('630');
    expect(tag(tags, 'name="twitter:card"')).toBe('summary_large_image');
    expect(tag(tags, 'name="twitter:title"')).toBe('About Parley');
    expect(tag(tags, 'name="twitter:description"')).toBe('Why we build it.');
    expect(tag(tags, 'name="twitter:image"')).toBe('https://parley.example/og-image.png');
  });

  it('uses root-relative addresses for a build that does not know the site address', () => {
    expect(pageHeadTags(about, undefined)).toContain('<link rel="canonical" href="/about">');
  });

  it('replaces the shell title and description, once, and escapes what it writes', () => {
    const html = withPageHead(
      shell,
      { ...about, title: '<b>"Tom" & Jerry\'s</b>', description: '$& $1 <script>' },
      'https://parley.example',
    );
    expect(html).toContain(
      '<title>&lt;b&gt;&quot;Tom&quot; &amp; Jerry&#39;s&lt;/b&gt;</title><link rel="canonical"',
    );
    expect(html).toContain('<meta name="description" content="$&amp; $1 &lt;script&gt;"');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('is refused for a shell without a title (the build changed shape)', () => {
    expect(() => withPageHead('<head></head>', about, undefined)).toThrow(/no <title>/);
  });
});

describe("a public profile's head", () => {
  it('names the person, and says what they made public: their bio when they show it', () => {
    const meta = profilePageMeta({ username: 'ada', displayName: 'Ada Lovelace', bio: null });
    expect(meta).toEqual({
      title: 'Ada Lovelace (@ada)',
      description: 'Ada Lovelace (@ada) on Parley.',
      path: '/@ada',
      type: 'profile',
      username: 'ada',
    });
    const withBio = profilePageMeta({
      username: 'ada',
      displayName: 'Ada Lovelace',
      bio: 'I write\n\nprograms for engines.',
    });
    expect(withBio.description).toBe(
      'Ada Lovelace (@ada) on Parley. I write programs for engines.',
    );
    const tags = pageHeadTags(withBio, 'https://parley.example');
    expect(tag(tags, 'property="og:type"')).toBe('profile');
    expect(tag(tags, 'property="profile:username"')).toBe('ada');
  });

  it('cuts a long bio to a description search results show whole', () => {
    const meta = profilePageMeta({ username: 'ada', displayName: 'Ada', bio: 'word '.repeat(100) });
    expect(meta.description.length).toBeLessThanOrEqual(200);
    expect(meta.description.endsWith('…')).toBe(true);
  });
});
