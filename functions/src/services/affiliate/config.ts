import { ATTRIBUTION_MAX_ACCOUNT_AGE_MS } from '../../contracts/affiliate-constants';

/** Tunables of the affiliate programme; the ones that vary by environment come from env vars. */
export function affiliateConfig(env: NodeJS.ProcessEnv = process.env) {
  const num = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    /**
     * Rollup shards per affiliate per day. Each visit increments one at random, so a link keeps
     * every document near Firestore's sustained 1 write/s at up to this many visits a second.
     * Only shards that were hit exist, so a quiet affiliate has a handful.
     */
    rollupShards: 500,
    /** A day's shards are sealed into one document once the day has been over this long. */
    sealAfterMs: 15 * 60 * 1000,
    /** Days sealed per analytics call at most, so the first call after a long gap stays quick. */
    sealDaysPerCall: 10,
    /** Buckets of the recent-visits index: no index range takes every write of one affiliate. */
    visitBuckets: 10,
    /** Raw visits (session id, address hash) are removed this long after (TTL on `expireAt`). */
    visitRetentionDays: num('AFFILIATE_VISIT_RETENTION_DAYS', 90),
    /**
     * A session is removed this long after its latest touch (TTL on `expireAt`): the longest
     * attribution window the settings allow (365 days) and a day for the sign-up's retry.
     */
    sessionRetentionDays: 366,
    /** The same session on the same page counts once per this window. */
    dedupWindowMs: 10 * 60 * 1000,
    sessionVisitsPerMinute: num('AFFILIATE_SESSION_VISITS_PER_MINUTE', 30),
    clientVisitsPerMinute: num('AFFILIATE_CLIENT_VISITS_PER_MINUTE', 300),
    /** The window while affiliateProgramme/settings is absent; the stored settings decide otherwise. */
    attributionWindowDays: num('AFFILIATE_ATTRIBUTION_WINDOW_DAYS', 60),
    /**
     * Sign-ups attributed to one affiliate from one client address per UTC day; later ones are
     * not attributed and raise an `attributionLimit` flag.
     */
    attributionsPerClientPerDay: num('AFFILIATE_ATTRIBUTIONS_PER_CLIENT_PER_DAY', 3),
    /** More attributed sign-ups than this in one UTC hour raise a `signupBurst` flag. */
    signupBurstPerHour: num('AFFILIATE_SIGNUP_BURST_PER_HOUR', 10),
    /**
     * A day with at least `signupBurstDayMin` attributed sign-ups and more than `signupBurstFactor`
     * times the affiliate's daily average of the `signupBurstTrailingDays` before also raises one.
     */
    signupBurstDayMin: num('AFFILIATE_SIGNUP_BURST_DAY_MIN', 20),
    signupBurstFactor: num('AFFILIATE_SIGNUP_BURST_FACTOR', 5),
    signupBurstTrailingDays: 28,
    /** processAttribution only for accounts created this recently (the app retries as long). */
    newAccountMaxAgeMs: ATTRIBUTION_MAX_ACCOUNT_AGE_MS,
    /** Salt of the client-address hash; set a secret one in production. */
    ipSalt: env.AFFILIATE_IP_SALT ?? 'local-development-salt',
  };
}
export type AffiliateConfig = ReturnType<typeof affiliateConfig>;
