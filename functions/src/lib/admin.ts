import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// One admin app per function instance; the emulators are picked up from the
// FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST variables.
const app = getApps()[0] ?? initializeApp();

export const adminAuth = getAuth(app);
export const db = getFirestore(app);
