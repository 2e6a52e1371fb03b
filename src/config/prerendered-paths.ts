import type { PathEntry } from './paths';

/**
 * The pages the build renders to HTML (scripts/lib/prerender-plugin.ts): every public page of
 * the public layout, and the sign-in pages as a signed-out visitor sees them. Their content
 * paints before any script runs; every other page is drawn in the browser from the empty shell.
 */
export const isPrerendered = (entry: PathEntry): boolean =>
  (entry.access === 'public' && entry.layout === 'public') || isSignedOutOnly(entry);

/**
 * The sign-in pages: rendered for a signed-out visitor, so the browser adopts that markup only
 * where nobody has signed in (public/start-app-when-needed.js reads the session marker).
 */
export const isSignedOutOnly = (entry: PathEntry): boolean => entry.access === 'guestOnly';
