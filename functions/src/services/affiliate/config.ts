/** Tunables of the affiliate programme; the ones that vary by environment come from env vars. */
export function affiliateConfig(env: NodeJS.ProcessEnv = process.env) {
  const num = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    /** Rollup documents per affiliate per day: spreads a popular link's writes. */
    rollupShards: 10,
    /** Buckets of the recent-visits index: no index range takes every write of one affiliate. */
    visitBuckets: 10,
    /** The same session on the same page counts once per this window. */
    dedupWindowMs: 10 * 60 * 1000,
    sessionVisitsPerMinute: num('AFFILIATE_SESSION_VISITS_PER_MINUTE', 30),
    clientVisitsPerMinute: num('AFFILIATE_CLIENT_VISITS_PER_MINUTE', 300),
    attributionWindowDays: num('AFFILIATE_ATTRIBUTION_WINDOW_DAYS', 60),
    /** processAttribution only for accounts created this recently. */
    newAccountMaxAgeMs: num('AFFILIATE_NEW_ACCOUNT_MAX_AGE_MS', 30 * 60 * 1000),
    /** Salt of the client-address hash; set a secret one in production. */
    ipSalt: env.AFFILIATE_IP_SALT ?? 'local-development-salt',
  };
}
export type AffiliateConfig = ReturnType<typeof affiliateConfig>;
