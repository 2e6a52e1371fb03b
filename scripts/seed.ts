/**
 * `npm run seed` — seeds the demo accounts into emulators that are already running
 * (`npm start` does this itself). Ports come from FIREBASE_AUTH_EMULATOR_HOST /
 * FIRESTORE_EMULATOR_HOST when set, else the standard ones.
 */
import { seedDemoData } from './lib/seed';
import { START_PORTS } from './lib/stack';

const portOf = (hostVar: string | undefined, fallback: number) =>
  hostVar ? Number(hostVar.split(':').at(-1)) : fallback;

await seedDemoData({
  ...START_PORTS,
  auth: portOf(process.env.FIREBASE_AUTH_EMULATOR_HOST, START_PORTS.auth),
  firestore: portOf(process.env.FIRESTORE_EMULATOR_HOST, START_PORTS.firestore),
});
console.log('Demo data seeded.');
