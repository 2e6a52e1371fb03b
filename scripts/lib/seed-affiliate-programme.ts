import type { Firestore } from 'firebase-admin/firestore';
import type { ApplicationDoc } from '../../functions/src/contracts/affiliate-applications';
import {
  DEFAULT_PROGRAMME_SETTINGS,
  type ProgrammeSettings,
} from '../../functions/src/contracts/affiliate-programme';
import { seededPeople } from './seed-admin-users';

/**
 * The demo programme: the defaults (20%), with Business at 30% and volume tiers of 22% from the
 * 4th paying referral and 25% from the 11th, so /affiliate/program states both and the ledger
 * seed records them: the demo affiliate's fourth company (Initech) reached the first tier, so
 * their Team invoices since earn 22%, and Globex's Business invoices keep their better 30%.
 */
export const DEMO_PROGRAMME_SETTINGS: ProgrammeSettings = {
  ...DEFAULT_PROGRAMME_SETTINGS,
  planRates: { business: 30 },
  rateTiers: [
    { fromPayingReferrals: 4, ratePercent: 22 },
    { fromPayingReferrals: 11, ratePercent: 25 },
  ],
};

/**
 * The affiliate programme's settings (DEMO_PROGRAMME_SETTINGS) and applications from seeded people, so
 * /affiliate/program shows live terms and /admin/affiliates/applications has a queue: four
 * pending, two rejected (one may re-apply already), one withdrawn. Deterministic ids and times
 * (days before today's midnight UTC); each run puts them back to this state. Runs after
 * seedAdminUsers (the applicants are its people, from the end of the list: the e2e specs use
 * the first ones).
 */

const DAY = 24 * 60 * 60 * 1000;

const AUDIENCES = [
  'About 12,000 newsletter readers, mostly engineering managers at small companies.',
  'A YouTube channel on remote work with 40k subscribers.',
  'Product designers who follow my blog and podcast (about 5k a month).',
  'A community of 3,000 freelance consultants on Discord.',
  'Startup founders reading my weekly productivity column.',
  'Students in my online course on team communication.',
  'Sales teams I coach (about 200 companies).',
];
const PROMOTIONS = [
  'An honest review in the newsletter, then a permanent link in the tools section.',
  'A tutorial video and a link in the description of each related video.',
  'A podcast episode about async meetings with Parley as the example.',
  'A pinned resource post and a live demo session for the community.',
  'A column comparing meeting tools, with my referral link.',
  'A lesson using Parley, with the link in the course materials.',
  'Recommending it in coaching sessions and in my follow-up emails.',
];

type Seeded = Pick<ApplicationDoc, 'status' | 'rejection'> & { daysAgo: number };

export async function seedAffiliateProgramme(db: Firestore): Promise<void> {
  await db.doc('affiliateProgramme/settings').set(DEMO_PROGRAMME_SETTINGS);

  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  const plan: Seeded[] = [
    { status: 'pending', rejection: null, daysAgo: 0 },
    { status: 'pending', rejection: null, daysAgo: 1 },
    { status: 'pending', rejection: null, daysAgo: 3 },
    { status: 'pending', rejection: null, daysAgo: 6 },
    {
      status: 'rejected',
      daysAgo: 20,
      rejection: {
        reason: 'insufficientPresence',
        note: 'Come back once your channel has a few more videos.',
        reapplyAfter: today + 70 * DAY,
      },
    },
    {
      status: 'rejected',
      daysAgo: 120,
      rejection: { reason: 'audienceMismatch', note: null, reapplyAfter: today - 30 * DAY },
    },
    { status: 'withdrawn', rejection: null, daysAgo: 9 },
  ];
  const people = seededPeople.slice(30, 30 + plan.length);
  const batch = db.batch();
  people.forEach((person, i) => {
    const seeded = plan[i];
    if (!seeded) return;
    const createdAt = today - seeded.daysAgo * DAY + 10 * 60 * 60 * 1000;
    const decided = seeded.status === 'pending' ? null : createdAt + 2 * DAY;
    const username = person.displayName.toLowerCase().replace(/[^a-z0-9]+/g, '_');
    const doc: ApplicationDoc = {
      uid: person.uid,
      accountEmail: person.email,
      name: person.displayName,
      website: `https://${username.replace(/_/g, '')}.example.com`,
      audience: AUDIENCES[i % AUDIENCES.length] ?? '',
      promotion: PROMOTIONS[i % PROMOTIONS.length] ?? '',
      payoutEmail: person.email,
      username,
      status: seeded.status,
      createdAt,
      updatedAt: decided ?? createdAt,
      decidedAt: decided,
      decidedBy: seeded.status === 'rejected' ? 'demo-super-admin' : null,
      autoApproved: false,
      rejection: seeded.rejection,
    };
    batch.set(db.doc(`affiliateApplications/seed-application-${person.uid}`), doc);
  });
  await batch.commit();
}
