/**
 * npm run bench:bundle — initial JavaScript (gzip) of the production build for `/` and
 * `/dashboard`, beside a bare React + React Router app built in the same run with the same Vite.
 *
 * "Initial" = the entry chunk and its static imports, plus the lazy modules the router loads
 * before the page can render (layout, page, and for signed-in pages the Auth module the guard
 * awaits), each with their static imports. Code fetched after the first render (the toaster;
 * on `/`, Auth too, but only in a browser where someone signed in) is printed separately.
 *
 * A third build, the floor of `/`, is the landing page and its public layout under a bare router,
 * built with the app's own modules and nothing else: no route table, guard, error pages, affiliate
 * tracking, loading bar or title handling. It is what `/` would weigh if all of that moved out of
 * the first load, so it shows how much of `/` is the page itself and how much is the app around it.
 *
 * Exits non-zero when a route is over its budget, or when a sign-in page (`/login`, `/register`)
 * would need the Auth SDK before its first render.
 */
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from './lib/processes';
import { reactRouterProductionAliasSource } from './lib/react-router-production';
import { ROOT } from './lib/stack';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const benchDir = join(ROOT, '.emulators', 'bench');
const appOut = join(benchDir, 'app');
const bareDir = join(benchDir, 'bare');
const floorDir = join(benchDir, 'floor');

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A module's chunk: by manifest key, or (for a shared chunk such as `_auth-service-x.js`) by its name. */
function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const name = key.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  const chunk =
    manifest[key] ??
    Object.values(manifest).find(
      (c) => c.src === key || (key.startsWith('src/') && c.name === name),
    );
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  return chunk;
}

/** Files of these modules and everything they import statically. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunkOf(manifest, key);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** The chunks among `files` that hold the Firebase Auth SDK (its API host is in no other code). */
function authChunks(dir: string, files: Set<string>): Set<string> {
  return new Set(
    [...files].filter(
      (f) => f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes(AUTH_SDK_MARK),
    ),
  );
}
const AUTH_SDK_MARK = 'identitytoolkit.googleapis.com';

function sizeOf(dir: string, files: Set<string>): number {
  return [...files]
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSize(join(dir, f)), 0);
}

async function buildBare(): Promise<number> {
  rmSync(bareDir, { recursive: true, force: true });
  mkdirSync(join(bareDir, 'src'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(bareDir, 'node_modules'));
  writeFileSync(
    join(bareDir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/src/main.jsx"></script>',
  );
  writeFileSync(
    join(bareDir, 'src', 'main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
function Layout() { return <><nav><Link to="/">Home</Link> <Link to="/about">About</Link></nav><Outlet /></>; }
const router = createBrowserRouter([{ Component: Layout, children: [{ path: '/', Component: () => <h1>Home</h1> }, { path: '/about', Component: () => <h1>About</h1> }] }]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`,
  );
  writeFileSync(
    join(bareDir, 'vite.config.mjs'),
    `import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn', resolve: { alias: [${reactRouterProductionAliasSource(ROOT)}] }, build: { manifest: true } };\n`,
  );
  await run(join(ROOT, 'node_modules', '.bin', 'vite'), ['build'], { cwd: bareDir });
  const manifest = JSON.parse(
    readFileSync(join(bareDir, 'dist', '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  return sizeOf(join(bareDir, 'dist'), closure(manifest, ['index.html']));
}

/** The landing page in its public layout, the app's real modules, under a bare router. */
async function buildFloor(): Promise<number> {
  rmSync(floorDir, { recursive: true, force: true });
  mkdirSync(floorDir, { recursive: true });
  const entry = join(floorDir, 'main.tsx');
  writeFileSync(
    entry,
    `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { PublicLayout } from '@/app/layouts/public-layout';
const landing = async () => ({ Component: (await import('@/features/marketing/landing-page')).default });
const router = createBrowserRouter([{ Component: Outlet, children: [{ Component: PublicLayout, children: [{ path: '/', lazy: landing }] }] }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
`,
  );
  const config = join(floorDir, 'vite.config.mjs');
  writeFileSync(
    config,
    `import react from '@vitejs/plugin-react';
export default {
  root: ${JSON.stringify(ROOT)},
  plugins: [react()],
  logLevel: 'warn',
  resolve: { alias: [{ find: '@', replacement: ${JSON.stringify(join(ROOT, 'src'))} }, { find: '@contracts', replacement: ${JSON.stringify(join(ROOT, 'functions', 'src', 'contracts'))} }, ${reactRouterProductionAliasSource(ROOT)}] },
  build: { outDir: ${JSON.stringify(join(floorDir, 'dist'))}, emptyOutDir: true, manifest: true, rollupOptions: { input: ${JSON.stringify(entry)} } },
};
`,
  );
  await run(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--config', config], {
    cwd: ROOT,
    env: { ...process.env, VITE_FIREBASE_PROJECT_ID: 'bench' },
  });
  const manifest = JSON.parse(
    readFileSync(join(floorDir, 'dist', '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the floor build has no entry chunk');
  return sizeOf(
    join(floorDir, 'dist'),
    closure(manifest, [entryKey, 'src/features/marketing/landing-page.tsx']),
  );
}

async function buildApp(): Promise<Manifest> {
  rmSync(appOut, { recursive: true, force: true });
  // A production build (mode production) with placeholder project settings: they are read at run time.
  await run('npx', ['vite', 'build', '--outDir', appOut, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: {
      ...process.env,
      VITE_FIREBASE_PROJECT_ID: 'bench',
      VITE_FIREBASE_API_KEY: 'bench',
      VITE_FIREBASE_AUTH_DOMAIN: 'bench.firebaseapp.com',
    },
  });
  return JSON.parse(readFileSync(join(appOut, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

interface Route {
  path: string;
  /** The initial JavaScript's limit, if it has one. */
  budget?: (bare: number) => { limit: number; label: string };
  /** What the router loads before the page can render (see the top of the file). */
  initial: string[];
  /** What loads right after the first render (printed apart, not budgeted). */
  afterRender: string[];
  /** The page must render before the Auth SDK loads (the run fails otherwise). */
  withoutAuth?: boolean;
}

const routes: Route[] = [
  {
    path: '/',
    budget: (bare: number) => ({ limit: bare * 1.2, label: '1.2 × bare' }),
    initial: ['index.html', 'src/features/marketing/landing-page.tsx'],
    afterRender: ['src/app/providers/deferred-providers.tsx', 'src/lib/auth/auth-service.ts'],
  },
  {
    // A first visit (no session marker): the guard knows the visitor is signed out without
    // Auth, and the page loads Auth after its first paint (features/auth/load-auth-actions.ts).
    path: '/login',
    initial: ['index.html', 'src/app/layouts/auth-layout.tsx', 'src/features/auth/login-page.tsx'],
    afterRender: ['src/app/providers/deferred-providers.tsx'],
    withoutAuth: true,
  },
  {
    path: '/register',
    initial: [
      'index.html',
      'src/app/layouts/auth-layout.tsx',
      'src/features/auth/register-page.tsx',
    ],
    afterRender: ['src/app/providers/deferred-providers.tsx'],
    withoutAuth: true,
  },
  {
    path: '/dashboard',
    budget: () => ({ limit: 260 * 1024, label: '260 KB' }),
    initial: [
      'index.html',
      'src/lib/auth/auth-service.ts',
      'src/app/layouts/app-layout.tsx',
      'src/features/dashboard/dashboard-page.tsx',
    ],
    afterRender: ['src/app/providers/deferred-providers.tsx'],
  },
];

let exitCode = 0;
const bare = await buildBare();
const floor = await buildFloor();
const manifest = await buildApp();
console.log(`\nInitial JavaScript, gzip (level 9), production build\n`);
console.log(`  bare React + React Router app   ${kb(bare).padStart(7)} KB  (${bare} B)`);
console.log(
  `  floor of /: layout + page only  ${kb(floor).padStart(7)} KB  (${floor} B; ${(floor / bare).toFixed(3)} × bare; not budgeted: a yardstick)`,
);
for (const route of routes) {
  const initialFiles = closure(manifest, route.initial);
  const initial = sizeOf(appOut, initialFiles);
  const later = route.afterRender.length
    ? sizeOf(
        appOut,
        new Set([...closure(manifest, route.afterRender)].filter((f) => !initialFiles.has(f))),
      )
    : 0;
  const budget = route.budget?.(bare);
  if (budget && initial > budget.limit) exitCode = 1;
  const verdict = budget
    ? `budget ${budget.label} = ${kb(budget.limit)} KB: ${initial <= budget.limit ? 'within' : 'OVER'}`
    : 'no budget';
  console.log(
    `  ${route.path.padEnd(31)} ${kb(initial).padStart(7)} KB  (${initial} B; ${(initial / bare).toFixed(2)} × bare; ${verdict})` +
      (later
        ? `\n  ${''.padEnd(31)} +${kb(later)} KB after first render (toaster, build check${route.path === '/' ? '; Auth when idle, where someone signed in' : ''})`
        : ''),
  );
  const auth = authChunks(appOut, initialFiles);
  if (route.withoutAuth && auth.size) exitCode = 1;
  if (route.path !== '/') {
    console.log(
      `  ${''.padEnd(31)} Auth SDK before first render: ${auth.size ? `yes (${kb(sizeOf(appOut, auth))} KB)` : 'no'}`,
    );
  }
}
const firebaseInEntry = [...closure(manifest, ['index.html'])].some((f) =>
  /firestore|functions|auth-service/.test(f),
);
console.log(
  `\n  Firestore, Functions or Auth in the entry chunk: ${firebaseInEntry ? 'YES' : 'no'}`,
);
process.exit(exitCode);
