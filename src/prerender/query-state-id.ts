/**
 * The id of the JSON block that carries the data a page was rendered with (fill-shell.ts writes
 * it, src/app/start-app.tsx looks for it). Its own module: the entry chunk imports it, and nothing
 * else of the prerender may come along (through fill-shell.ts came contracts/page-head.ts, which
 * a lazy chunk shares, and the bundler split the entry chunk in twelve: 3 KB gzip more on `/`).
 */
export const QUERY_STATE_ID = 'query-state';
