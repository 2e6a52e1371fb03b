import type { PathId, paths } from './paths';

/** The path-table ids of the pages anyone may see. */
export type PublicPathId = {
  [K in PathId]: (typeof paths)[K]['access'] extends 'public' ? K : never;
}[PathId];

/**
 * Each page's own description (meta description, Open Graph, Twitter card), keyed by the path
 * table's ids: every public page must have one; a signed-in page may. Kept out of paths.ts on
 * purpose: the path table is in the landing page's entry chunk, and these words are needed only
 * by the prerender, the `publicPage` function and the head sync that loads after the first
 * render (src/app/providers/head-sync.tsx). A page without one gets `site.description`.
 */
export const pageDescriptions: Record<PublicPathId, string> & Partial<Record<PathId, string>> = {
  home: 'Parley gives your company one shared workspace: roles for every teammate, invitations, seats and billing you control.',
  login:
    'Sign in to Parley with your email and password, a sign-in link, or Google, GitHub, Facebook or X.',
  register: 'Create your free Parley account, then set up your company and invite your team.',
  forgotPassword: 'Forgot your Parley password? Get a link by email to choose a new one.',
  pricing: 'Choose the perfect plan for your needs.',
  contact: 'Talk to the people behind Parley.',
  about: 'Why we build Parley and how we work.',
  affiliateProgram:
    'Earn a commission for every company you bring to Parley: how the affiliate programme works and what it pays.',
  affiliateJoin:
    'Join the Parley affiliate programme: share your link, and earn on the plans your referrals buy.',
  affiliateApply: 'Apply to become a Parley affiliate: tell us about you and your audience.',
  affiliateAgreement: 'The terms every Parley affiliate agrees to, version by version.',
  privacyPolicy: 'What personal data Parley collects, why, and the choices you have.',
  termsAndConditions: 'The terms that apply when you use Parley.',
  deleteData: 'Delete your Parley account and your data yourself, at any time.',
  paymentCancel: 'Your payment was cancelled.',
  paymentSuccess: 'Your payment was successful.',
};
