/** The demo accounts `npm start` seeds (also written in README). Emulator-only: never on a real project. */
export const DEMO_PASSWORD = 'parley-demo-1';

export const demoAccounts = [
  {
    uid: 'demo-super-admin',
    email: 'admin@example.com',
    displayName: 'Ada Admin',
    role: 'super admin',
    superAdmin: true,
  },
  {
    uid: 'demo-user',
    email: 'user@example.com',
    displayName: 'Uma User',
    role: 'plain user',
    superAdmin: false,
  },
  {
    uid: 'demo-affiliate',
    email: 'affiliate@example.com',
    displayName: 'Alex Affiliate',
    role: 'approved affiliate (username alex_affiliate)',
    superAdmin: false,
    affiliateUsername: 'alex_affiliate',
  },
] as const;
