/** The demo accounts `npm start` seeds (also written in README). Emulator-only: never on a real project. */
export const DEMO_PASSWORD = 'parley-demo-1';

export const demoAccounts = [
  {
    uid: 'demo-super-admin',
    email: 'admin@example.com',
    displayName: 'Ada Admin',
    role: 'super admin (two-step: the SMS code is printed here when you sign in)',
    superAdmin: true,
    /** Super admins sign in with a second factor: this phone is enrolled (the emulator texts nobody). */
    secondFactorPhone: '+15555550100',
  },
  {
    uid: 'demo-ops-admin',
    email: 'ops@example.com',
    displayName: 'Otto Ops',
    role: 'second super admin (two-step too): approves the grants the other asks for',
    superAdmin: true,
    secondFactorPhone: '+15555550101',
  },
  {
    uid: 'demo-user',
    email: 'user@example.com',
    displayName: 'Uma User',
    role: 'owner of the demo company Acme Inc (slug acme)',
    superAdmin: false,
    profile: {
      username: 'uma',
      bio: 'Runs Acme Inc. Likes short meetings and long walks.',
    },
  },
  {
    uid: 'demo-teammate',
    email: 'teammate@example.com',
    displayName: 'Theo Teammate',
    role: 'member of Acme Inc',
    superAdmin: false,
    profile: { username: null, bio: 'Backend engineer at Acme Inc.' },
  },
  {
    uid: 'demo-affiliate',
    email: 'affiliate@example.com',
    displayName: 'Alex Affiliate',
    role: 'approved affiliate (username alex_affiliate)',
    superAdmin: false,
    affiliateUsername: 'alex_affiliate',
    profile: {
      username: 'alex_affiliate',
      bio: 'I write about tools for remote teams.',
    },
  },
] as const;

/** The demo company: owned by user@example.com, with teammate@example.com as a member. */
export const demoCompany = {
  id: 'demo-acme',
  name: 'Acme Inc',
  slug: 'acme',
  members: [
    { uid: 'demo-user', role: 'owner' },
    { uid: 'demo-teammate', role: 'member' },
  ],
} as const;
