/**
 * The locale prices and dates are written in where the server renders them too (the pages that
 * show data, src/prerender): with the reader's own locale, a browser set to German would draw
 * "12 $" over the server's "$12", a hydration mismatch. The app's words are English anyway.
 */
export const DISPLAY_LOCALE = 'en-US';
