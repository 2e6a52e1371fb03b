import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pageDescriptions } from '@/config/page-descriptions';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { setDocumentMeta } from './document-title';
import { HeadSync, syncPageHeadTags } from './head-sync';

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

/** The head of a prerendered /pricing (contracts/page-head.ts writes it so). */
function pricingHead() {
  document.head.innerHTML = [
    `<meta name="description" content="${pageDescriptions.pricing}">`,
    '<link rel="canonical" href="https://parley.example/pricing">',
    '<meta property="og:url" content="https://parley.example/pricing">',
    '<meta property="og:title" content="Pricing">',
    `<meta property="og:description" content="${pageDescriptions.pricing}">`,
    '<meta name="twitter:title" content="Pricing">',
    `<meta name="twitter:description" content="${pageDescriptions.pricing}">`,
  ].join('');
  document.title = 'Pricing';
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the head after a navigation', () => {
  it("follows the new page: its description, its address on the site's origin, its title", async () => {
    pricingHead();
    const router = createMemoryRouter(
      [
        { path: paths.pricing.path, Component: HeadSync, handle: { pathId: 'pricing' } },
        { path: paths.about.path, Component: HeadSync, handle: { pathId: 'about' } },
        { path: paths.dashboard.path, Component: HeadSync, handle: { pathId: 'dashboard' } },
      ],
      { initialEntries: ['/pricing'] },
    );
    render(<RouterProvider router={router} />);
    await nextFrame();
    expect(canonical()).toBe('https://parley.example/pricing');

    document.title = 'About Parley';
    await act(() => router.navigate('/about'));
    await nextFrame();
    expect(content('meta[name="description"]')).toBe(pageDescriptions.about);
    expect(canonical()).toBe('https://parley.example/about');
    expect(content('meta[property="og:url"]')).toBe('https://parley.example/about');
    expect(content('meta[property="og:title"]')).toBe('About Parley');
    expect(content('meta[name="twitter:title"]')).toBe('About Parley');
    expect(content('meta[property="og:description"]')).toBe(pageDescriptions.about);
    expect(content('meta[name="twitter:description"]')).toBe(pageDescriptions.about);

    // A page without words of its own gets the site's, never the previous page's.
    await act(() => router.navigate('/dashboard'));
    await nextFrame();
    expect(content('meta[name="description"]')).toBe(site.description);
  });

  it("carries what a page set itself (a profile's name), and adds no tags to the app shell", () => {
    pricingHead();
    setDocumentMeta('Ada (@ada)', 'Ada (@ada) on Parley.');
    syncPageHeadTags('/@ada');
    expect(canonical()).toBe('https://parley.example/@ada');
    expect(content('meta[property="og:title"]')).toBe('Ada (@ada)');
    expect(content('meta[property="og:description"]')).toBe('Ada (@ada) on Parley.');

    document.head.innerHTML = '<meta name="description" content="x">';
    syncPageHeadTags('/dashboard');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
  });
});
