/**
 * npm run bench:affiliate — the affiliate tracking benchmark, against its own emulators:
 *  1. 2,000 trackAffiliateVisit calls at concurrency 20 from distinct sessions, through the
 *     callable endpoint: throughput, p50/p95 latency, visits stored vs sent, writes per visit;
 *     and how hot the busiest rollup document ran (writes to it per second of the run);
 *  2. the document reads of one getVisitAnalytics call over 90 days with 100 and with 10,000
 *     visits today, and with 89 busy past days: the first calls seal them, then the steady state.
 * Emulator figures show behaviour (nothing lost, no hot document, reads bounded), not production
 * latency.
 */
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { visitAnalyticsWithCost } from '../functions/src/services/affiliate/analytics';
import { affiliateConfig } from '../functions/src/services/affiliate/config';
import { trackAffiliateVisit } from '../functions/src/services/affiliate/track-visit';
import { defaultAdminApp } from './lib/admin-app';
import { stopAllServices } from './lib/processes';
import {
  BENCH_PORTS,
  emulatorEnv,
  PROJECT_ID,
  removeEmulatorConfig,
  startStack,
} from './lib/stack';

const CALLS = 2000;
const CONCURRENCY = 20;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

async function createAffiliate(db: Firestore, username: string): Promise<string> {
  const user = await getAuth().createUser({
    email: `${username}@example.com`,
    password: 'bench-password-1',
  });
  await db.doc(`usernames/${username}`).set({ uid: user.uid });
  await db.doc(`affiliates/${user.uid}`).set({ username, status: 'approved' });
  return user.uid;
}

function visitPayload(username: string, i: number) {
  return {
    action: 'trackAffiliateVisit',
    payload: {
      affiliateUsername: username,
      visitData: {
        page: ['/', '/pricing', '/about', '/contact'][i % 4] ?? '/',
        referrer: i % 3 ? 'https://news.example.com/post' : '',
        userAgent: UA,
        sessionId: randomUUID(),
        timestamp: Date.now(),
        utmSource: i % 2 ? 'newsletter' : null,
        utmMedium: null,
        utmCampaign: i % 5 ? null : 'launch',
      },
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function callableLoad(functionsUrl: string, username: string) {
  const latencies: number[] = [];
  let tracked = 0;
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CALLS) {
        const i = next++;
        const t0 = performance.now();
        const response = await fetch(`${functionsUrl}/affiliateOperations`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ data: visitPayload(username, i) }),
        });
        latencies.push(performance.now() - t0);
        const body = (await response.json()) as { result?: { tracked?: boolean } };
        if (response.ok && body.result?.tracked) tracked += 1;
        else failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    seconds,
    tracked,
    failed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

async function seedVisits(db: Firestore, username: string, count: number) {
  const config = affiliateConfig({});
  let next = 0;
  await Promise.all(
    Array.from({ length: 25 }, async () => {
      while (next < count) {
        const i = next++;
        await trackAffiliateVisit(visitPayload(username, i).payload, {
          db,
          config,
          now: Date.now(),
          clientIp: null,
          allowClient: () => true,
        });
      }
    }),
  );
}

const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function analyticsReads(db: Firestore, affiliateUid: string) {
  const { analytics, reads } = await visitAnalyticsWithCost(
    { affiliateUserId: affiliateUid, dateRange: { from: dayAgo(89), to: dayAgo(0) } },
    { db, config: affiliateConfig({}), now: Date.now() },
  );
  return { reads, visits: analytics.totals.visits };
}

/** 89 past days of a busy link: each day's shards as tracking left them (not yet sealed). */
async function seedBusyPastDays(db: Firestore, affiliateUid: string, shardsPerDay: number) {
  const writer = db.bulkWriter();
  for (let d = 1; d <= 89; d += 1) {
    const day = dayAgo(d);
    for (let n = 0; n < shardsPerDay; n += 1) {
      void writer.set(db.doc(`affiliateRollupShards/${affiliateUid}_${day}_${n}`), {
        affiliateUid,
        day,
        visits: 10,
        uniqueSessions: 8,
        pages: { '/': 6, '/pricing': 4 },
      });
    }
  }
  await writer.close();
}

let exitCode = 0;
try {
  const stack = await startStack({
    tag: 'bench',
    preferredPorts: BENCH_PORTS,
    functionsEnv: { AFFILIATE_CLIENT_VISITS_PER_MINUTE: '1000000' },
  });
  Object.assign(process.env, emulatorEnv(stack.ports));
  const app = defaultAdminApp(PROJECT_ID);
  const db = getFirestore(app);

  const loadUid = await createAffiliate(db, 'bench_load');
  await fetch(`${stack.functionsUrl}/affiliateOperations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: visitPayload('bench_warmup', 0) }),
  });
  const load = await callableLoad(stack.functionsUrl, 'bench_load');
  const stored = (
    await db.collection('affiliateVisits').where('affiliateUid', '==', loadUid).count().get()
  ).data().count;
  const sessions = (await db.collection('affiliateSessions').count().get()).data().count;
  const dedup = (await db.collection('affiliateDedup').count().get()).data().count;
  const rollups = await db
    .collection('affiliateRollupShards')
    .where('affiliateUid', '==', loadUid)
    .get();
  const perShard = rollups.docs.map((d) => (d.get('visits') as number | undefined) ?? 0);
  const rolledUp = perShard.reduce((n, v) => n + v, 0);
  const hottest = Math.max(...perShard);
  const written = stored + sessions + dedup + load.tracked; // + one rollup shard update per visit

  const small = await createAffiliate(db, 'bench_small');
  await seedVisits(db, 'bench_small', 100);
  const large = await createAffiliate(db, 'bench_large');
  await seedVisits(db, 'bench_large', 10_000);
  const smallReads = await analyticsReads(db, small);
  const largeReads = await analyticsReads(db, large);
  const busy = await createAffiliate(db, 'bench_busy');
  const SHARDS_PER_PAST_DAY = 200;
  await seedBusyPastDays(db, busy, SHARDS_PER_PAST_DAY);
  await seedVisits(db, 'bench_busy', 1000);
  const busyCalls: Awaited<ReturnType<typeof analyticsReads>>[] = [];
  for (let i = 0; i < 11; i += 1) busyCalls.push(await analyticsReads(db, busy));
  const busyFirst = busyCalls[0];
  const busySteady = busyCalls.at(-1);
  const busyVisits = 89 * SHARDS_PER_PAST_DAY * 10 + 1000;

  console.log(`
trackAffiliateVisit through the callable (Functions + Firestore emulators, ${CALLS} calls, concurrency ${CONCURRENCY})
  throughput            ${(CALLS / load.seconds).toFixed(1)} calls/s (${load.seconds.toFixed(1)} s)
  latency p50 / p95     ${load.p50.toFixed(0)} ms / ${load.p95.toFixed(0)} ms
  sent / tracked        ${CALLS} / ${load.tracked} (${load.failed} not tracked or failed)
  visits stored         ${stored}   (rollups count ${rolledUp} across ${rollups.size} shard documents)
  writes per visit      ${(written / Math.max(1, load.tracked)).toFixed(2)} (visit, session, dedup marker, one rollup shard)
  hottest rollup doc    ${hottest} of ${rolledUp} increments = ${(hottest / load.seconds).toFixed(2)} writes/s at ${(CALLS / load.seconds).toFixed(1)} visits/s

getVisitAnalytics over 90 days (document reads per call, sealing included)
  ${String(smallReads.visits).padStart(6)} visits today                     ${smallReads.reads} reads
  ${String(largeReads.visits).padStart(6)} visits today                     ${largeReads.reads} reads
  ${String(busyFirst?.visits).padStart(6)} visits, 89 unsealed busy days    first call ${busyFirst?.reads} reads (seals 10 days)
  ${String(busySteady?.visits).padStart(6)} visits, the days sealed          ${busySteady?.reads} reads per call`);
  if (
    stored !== CALLS ||
    rolledUp !== CALLS ||
    busyFirst?.visits !== busyVisits ||
    busySteady?.visits !== busyVisits
  )
    exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stopAllServices();
  removeEmulatorConfig('bench');
}
process.exit(exitCode);
