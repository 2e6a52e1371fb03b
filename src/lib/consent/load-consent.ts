/** The consent state through a dynamic import: public pages never load Firestore for it. */
export const loadConsent = () => import('./consent-state');
