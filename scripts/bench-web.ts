/**
 * npm run bench:web — Lighthouse (mobile, simulated throttling) on every public page of the
 * production build served by the Hosting emulator, beside a bare React + React Router app served
 * by the same Hosting emulator (same compression and headers), in the same run. Prints the median
 * of `--runs` (default 3) per page: the performance score, LCP, TBT, FCP and the server's
 * response time for the page (TTFB, Lighthouse's `server-response-time`, so a slow function and a
 * slow browser can be told apart), then the accessibility, best-practices and SEO scores (target
 * 100 each). Fails when a page misses its speed budget: score ≥ 95 and within 3 points of the
 * bare app, LCP ≤ 1.25 × the bare app's. `--pages /,/pricing` narrows the run; `--why` also
 * prints, per page, the scripts that kept the main thread busiest (Lighthouse's bootup-time
 * audit, last run); `--reports <dir>` keeps each page's last Lighthouse report there. Then it
 * times the first press of each page's colour toggle, made before the app has run and once it
 * runs, since a prerendered page runs the app at the visitor's first sign of intent.
 * `--cpu-slowdown <n>` replaces Lighthouse's CPU slowdown (4): on a fast machine, raise it until
 * the bare app's TBT is about 120 ms, as on the slower machines of our kind. Lighthouse itself is
 * installed on the first run (scripts/lib/bench-tools.ts), not by `npm ci`.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBenchTools } from './lib/bench-tools';
import { measureFirstPress, openPressBrowser, type FirstPress } from './lib/first-press';
import { findChromium } from './lib/preflight';
import { run, stopAllServices } from './lib/processes';
import { reactRouterProductionAliasSource } from './lib/react-router-production';
import { seedDemoData } from './lib/seed';
import { appEnv, BENCH_PORTS, removeEmulatorConfig, ROOT, startStack } from './lib/stack';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    why: { type: 'boolean', default: false },
    /** Keep each page's last Lighthouse report (JSON) in this folder, to study it. */
    reports: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);
const cpuSlowdown = values['cpu-slowdown'] ? Number(values['cpu-slowdown']) : undefined;
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) {
  throw new Error('--cpu-slowdown takes a number of at least 1, e.g. --cpu-slowdown 8');
}
const { lighthouse, launch } = await loadBenchTools(ROOT);

const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/about',
  '/contact',
  '/terms-and-conditions',
  '/privacy-policy',
  '/affiliate/program',
  '/affiliate/join',
  '/affiliate/agreement',
  '/login',
  '/register',
];
const pages = values.pages ? values.pages.split(',').filter(Boolean) : PUBLIC_PAGES;
/** Where the bare app is served, inside the app's own Hosting public folder. */
const BARE_PATH = '/__bare/';

interface Measure {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  /** The server's response time for the page's document (ms). */
  ttfb: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The scripts with the most main-thread time: [url, ms]. */
  busiest?: [string, number][];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};

/** The bare app (a heading and a paragraph, React Router), built into dist/__bare. */
async function buildBare(): Promise<void> {
  const dir = join(ROOT, '.emulators', 'bench-web-bare');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'src', 'main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
function Layout() { return <><nav><Link to="/">Home</Link> <Link to="/about">About</Link></nav><Outlet /></>; }
function Home() { return <main><h1>Team workspaces for growing companies</h1><p>Invite your team, manage roles and pay for the seats you use.</p></main>; }
const router = createBrowserRouter([{ Component: Layout, children: [{ index: true, Component: Home }, { path: 'about', Component: () => <h1>About</h1> }] }], { basename: '${BARE_PATH.slice(0, -1)}' });
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`,
  );
  writeFileSync(
    join(dir, 'vite.config.mjs'),
    `import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn', resolve: { alias: [${reactRouterProductionAliasSource(ROOT)}] }, base: '${BARE_PATH}', build: { outDir: ${JSON.stringify(join(ROOT, 'dist', BARE_PATH))}, emptyOutDir: true } };\n`,
  );
  await run(join(ROOT, 'node_modules', '.bin', 'vite'), ['build'], { cwd: dir });
}

async function measure(url: string, port: number): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (values.reports) {
    mkdirSync(values.reports, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
    writeFileSync(join(values.reports, `${name}.json`), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const bootup = (
    lhr.audits['bootup-time']?.details as { items?: { url: string; total: number }[] }
  )?.items;
  return {
    busiest: (bootup ?? [])
      .slice(0, 4)
      .map((item): [string, number] => [item.url.replace(/^https?:\/\/[^/]+/, ''), item.total]),
    score: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    ttfb: audit('server-response-time'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
  };
}

/**
 * The other side of Lighthouse's figures: a prerendered page runs the app at the visitor's first
 * sign of intent, so that visitor's first press pays for it (scripts/lib/first-press.ts).
 */
async function printFirstPress(hostingUrl: string): Promise<void> {
  const slowdown = cpuSlowdown ?? 4;
  const browser = await openPressBrowser();
  try {
    console.log(
      `\nFirst press of the colour toggle, ${runs}× median, CPU ×${slowdown}: pointer down to pressed\n`,
    );
    console.log(`  ${'page'.padEnd(24)} before the app ran   once it runs`);
    for (const page of pages) {
      const samples: FirstPress[] = [];
      for (let i = 0; i < runs; i += 1) {
        samples.push(await measureFirstPress(browser, `${hostingUrl}${page}`, slowdown));
      }
      const before = median(samples.map((s) => s.beforeAppRan));
      const after = median(samples.map((s) => s.onceItRuns));
      console.log(
        `  ${page.padEnd(24)} ${`${Math.round(before)} ms`.padStart(19)} ${`${Math.round(after)} ms`.padStart(14)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

let exitCode = 0;
try {
  const stack = await startStack({ tag: 'bench', preferredPorts: BENCH_PORTS });
  console.log('• building the app (production build, emulator settings) and the bare app');
  await run('npx', ['vite', 'build', '--mode', 'emulator', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, ...appEnv(stack.ports) },
  });
  await buildBare();
  await seedDemoData(stack.ports);

  const chrome = await launch({
    chromePath: findChromium(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  try {
    const subjects = [
      { name: 'bare React app', path: BARE_PATH },
      ...pages.map((p) => ({ name: p, path: p })),
    ];
    const results = new Map<string, Measure>();
    for (const subject of subjects) {
      const url = `${stack.hostingUrl}${subject.path}`;
      await measure(url, chrome.port); // warm the server and the file cache, not counted
      const samples: Measure[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measure(url, chrome.port));
      const mid = (pick: (m: Measure) => number) => median(samples.map(pick));
      results.set(subject.name, {
        score: mid((s) => s.score),
        lcp: mid((s) => s.lcp),
        tbt: mid((s) => s.tbt),
        fcp: mid((s) => s.fcp),
        ttfb: mid((s) => s.ttfb),
        accessibility: mid((s) => s.accessibility),
        bestPractices: mid((s) => s.bestPractices),
        seo: mid((s) => s.seo),
        busiest: samples.at(-1)?.busiest ?? [],
      });
      process.stdout.write('.');
    }
    const bare = results.get('bare React app');
    if (!bare) throw new Error('the bare app was not measured');
    const ms = (n: number) => `${(n / 1000).toFixed(2)} s`.padStart(8);
    console.log(
      `\n\nLighthouse ${runs}× median, mobile, simulated throttling, CPU ×${cpuSlowdown ?? 4} (Chromium headless)\n`,
    );
    console.log(
      `  ${'page'.padEnd(24)} score      LCP  LCP×bare      TBT      FCP     TTFB  budget     a11y  best   SEO`,
    );
    for (const [name, m] of results) {
      const isBare = name === 'bare React app';
      const ratio = m.lcp / bare.lcp;
      const ok = isBare || (m.score >= 95 && m.score >= bare.score - 3 && ratio <= 1.25);
      if (!ok) exitCode = 1;
      console.log(
        `  ${name.padEnd(24)} ${String(m.score).padStart(5)} ${ms(m.lcp)} ${`×${ratio.toFixed(2)}`.padStart(9)} ${`${Math.round(m.tbt)} ms`.padStart(8)} ${ms(m.fcp)} ${`${Math.round(m.ttfb)} ms`.padStart(8)}  ${(isBare ? 'yardstick' : ok ? 'met' : 'MISSED').padEnd(9)} ${[m.accessibility, m.bestPractices, m.seo].map((n) => String(n).padStart(5)).join(' ')}`,
      );
    }
    if (values.why) {
      console.log('\nMain-thread time by script (last run):');
      for (const [name, m] of results) {
        const list = (m.busiest ?? []).map(([url, t]) => `${url} ${Math.round(t)} ms`).join(', ');
        console.log(`  ${name.padEnd(24)} ${list}`);
      }
    }
    console.log(
      `\nBudget per public page: score ≥ 95 and ≥ bare − 3 (${bare.score - 3}); LCP ≤ 1.25 × bare (${ms(bare.lcp * 1.25).trim()}).`,
    );
    await printFirstPress(stack.hostingUrl);
  } finally {
    await chrome.kill();
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  rmSync(join(ROOT, 'dist', BARE_PATH), { recursive: true, force: true });
  await stopAllServices();
  removeEmulatorConfig('bench');
}
process.exit(exitCode);
