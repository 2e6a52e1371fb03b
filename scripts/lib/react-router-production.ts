import { join } from 'node:path';

/**
 * React Router's package exports send every bundler to its development build (warnings on:
 * remix-run/react-router#14102), though the package ships a production one beside it. Builds,
 * the app's and the benchmarks' bare apps alike, take the production one through this alias.
 */
export const reactRouterProductionAlias = (root: string) => ({
  find: /^react-router$/,
  replacement: join(root, 'node_modules', 'react-router', 'dist', 'production', 'index.mjs'),
});

/** The same alias as source text, for the bare apps' generated Vite configs. */
export const reactRouterProductionAliasSource = (root: string) =>
  `{ find: /^react-router$/, replacement: ${JSON.stringify(reactRouterProductionAlias(root).replacement)} }`;
