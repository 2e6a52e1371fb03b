/** Where the emulators are: set by scripts/test.ts (see emulatorEnv there). */
function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run these tests through \`npm test\`, which starts the emulators.`,
    );
  return value;
}

export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-saas';
export const firestoreHost = () => required('FIRESTORE_EMULATOR_HOST');
export const authHost = () => required('FIREBASE_AUTH_EMULATOR_HOST');
export const functionsUrl = () => required('FUNCTIONS_URL');
export const hostingUrl = () => required('HOSTING_URL');
export const mailUrl = () => required('MAILDEV_URL');
