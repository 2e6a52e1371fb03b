/**
 * The one typed path table. The router, the guard, links and tests all read it, so no route
 * string is written twice. `access` drives the guard; `layout` picks the layout route the
 * router puts the page under (src/app/router.tsx groups the entries by it). Each page's
 * description is in page-descriptions.ts, keyed by these ids (this table is in the entry chunk).
 */
export type Access =
  /** anyone, signed in or not */
  | 'public'
  /** visitors only: signed-in users are sent to the dashboard */
  | 'guestOnly'
  /** needs sign-in */
  | 'signedIn'
  /** needs the superAdmin claim to be exactly true */
  | 'superAdmin';

/** The layout route a page renders in; `none`: the page has the root shell only. */
export type Layout = 'public' | 'auth' | 'app' | 'admin' | 'none';

export interface PathEntry {
  readonly path: string;
  readonly title: string;
  readonly access: Access;
  readonly layout: Layout;
}

/**
 * SPEC §2's path namespaces, checked when the table is written rather than by matching paths
 * at run time: `/admin` and `/admin/*` need a super admin; `/affiliate/*` skips the admin check.
 */
type AccessFor<P extends string> = P extends '/admin' | `/admin/${string}`
  ? 'superAdmin'
  : P extends `/affiliate/${string}`
    ? Exclude<Access, 'superAdmin'>
    : Access;

/** An entry whose access breaks its path's namespace asks for an argument naming the fix. */
const entry = <const E extends PathEntry>(
  e: E,
  ..._namespace: E['access'] extends AccessFor<E['path']>
    ? []
    : [fix: `${E['path']} needs access ${AccessFor<E['path']>}`]
): E => e;

export const paths = {
  home: entry({
    path: '/',
    title: 'Parley — team workspaces with roles, invitations and billing',
    access: 'public',
    layout: 'public',
  }),
  login: entry({ path: '/login', title: 'Sign in', access: 'guestOnly', layout: 'auth' }),
  register: entry({
    path: '/register',
    title: 'Create your account',
    access: 'guestOnly',
    layout: 'auth',
  }),
  forgotPassword: entry({
    path: '/forgot-password',
    title: 'Reset your password',
    access: 'guestOnly',
    layout: 'auth',
  }),
  pricing: entry({
    path: '/pricing',
    title: 'Pricing',
    access: 'public',
    layout: 'public',
  }),
  contact: entry({
    path: '/contact',
    title: 'Contact us',
    access: 'public',
    layout: 'public',
  }),
  about: entry({
    path: '/about',
    title: 'About Parley',
    access: 'public',
    layout: 'public',
  }),
  affiliateJoin: entry({
    path: '/affiliate/join',
    title: 'Join the affiliate programme',
    access: 'public',
    layout: 'public',
  }),
  affiliateProgram: entry({
    path: '/affiliate/program',
    title: 'Affiliate programme',
    access: 'public',
    layout: 'public',
  }),
  affiliateApply: entry({
    path: '/affiliate/apply',
    title: 'Apply to become an affiliate',
    access: 'public',
    layout: 'public',
  }),
  affiliateAgreement: entry({
    path: '/affiliate/agreement',
    title: 'Affiliate agreement',
    access: 'public',
    layout: 'public',
  }),
  privacyPolicy: entry({
    path: '/privacy-policy',
    title: 'Privacy policy',
    access: 'public',
    layout: 'public',
  }),
  termsAndConditions: entry({
    path: '/terms-and-conditions',
    title: 'Terms and conditions',
    access: 'public',
    layout: 'public',
  }),
  deleteData: entry({
    path: '/delete-data',
    title: 'Delete your data',
    access: 'public',
    layout: 'public',
  }),

  acceptInvite: entry({
    path: '/accept-invite',
    title: 'Accept Invitation',
    access: 'signedIn',
    layout: 'auth',
  }),
  invite: entry({
    path: '/invite/:token',
    title: 'Team Invitation',
    access: 'signedIn',
    layout: 'none',
  }),
  company: entry({
    path: '/company',
    title: 'Company Management',
    access: 'signedIn',
    layout: 'app',
  }),
  companySetup: entry({
    path: '/company/setup',
    title: 'Company Setup',
    access: 'signedIn',
    layout: 'app',
  }),
  companyMembers: entry({
    path: '/company/members',
    title: 'Team Members',
    access: 'signedIn',
    layout: 'app',
  }),
  profile: entry({ path: '/profile', title: 'Your profile', access: 'signedIn', layout: 'app' }),
  dashboard: entry({ path: '/dashboard', title: 'Dashboard', access: 'signedIn', layout: 'app' }),
  paymentCancel: entry({
    path: '/payment/cancel',
    title: 'Payment Cancelled',
    access: 'signedIn',
    layout: 'app',
  }),
  paymentSuccess: entry({
    path: '/payment/success',
    title: 'Payment Success',
    access: 'signedIn',
    layout: 'app',
  }),
  acceptPrivacyPolicy: entry({
    path: '/accept-privacy-policy',
    title: 'Accept the privacy policy',
    access: 'signedIn',
    layout: 'auth',
  }),
  acceptTermsAndConditions: entry({
    path: '/accept-terms-and-conditions',
    title: 'Accept the terms and conditions',
    access: 'signedIn',
    layout: 'auth',
  }),
  affiliateDashboard: entry({
    path: '/affiliate/dashboard',
    title: 'Affiliate dashboard',
    access: 'signedIn',
    layout: 'app',
  }),
  affiliateAcceptAgreement: entry({
    path: '/affiliate/accept-agreement',
    title: 'Accept the affiliate agreement',
    access: 'signedIn',
    layout: 'app',
  }),
  testAffiliateCookie: entry({
    path: '/test-affiliate-cookie',
    title: 'Affiliate link checker',
    access: 'signedIn',
    layout: 'app',
  }),
  testNewArchitecture: entry({
    path: '/test-new-architecture',
    title: 'Architecture Test',
    access: 'signedIn',
    layout: 'app',
  }),

  admin: entry({ path: '/admin', title: 'Admin overview', access: 'superAdmin', layout: 'admin' }),
  adminEmail: entry({
    path: '/admin/email',
    title: 'Email - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminAuditLog: entry({
    path: '/admin/audit-log',
    title: 'Audit log - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminPlans: entry({
    path: '/admin/plans',
    title: 'Plans - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminUsers: entry({
    path: '/admin/users',
    title: 'Users - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminUser: entry({
    path: '/admin/users/:uid',
    title: 'User - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminPrivacyPolicy: entry({
    path: '/admin/privacy-policy',
    title: 'Privacy Policy - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminReportSummaries: entry({
    path: '/admin/report-summaries',
    title: 'Report Summaries - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminAffiliateModeling: entry({
    path: '/admin/affiliate-modeling',
    title: 'Affiliate Modelling - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminSubscriptionPlans: entry({
    path: '/admin/subscription-plans',
    title: 'Subscription Plans - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminAffiliateAgreement: entry({
    path: '/admin/affiliates/agreement',
    title: 'Affiliate Agreement - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminTermsAndConditions: entry({
    path: '/admin/terms-and-conditions',
    title: 'Terms and Conditions - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminAffiliateManagement: entry({
    path: '/admin/affiliates/management',
    title: 'Affiliate Management - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminAffiliate: entry({
    path: '/admin/affiliates/management/:uid',
    title: 'Affiliate - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminAffiliateApplications: entry({
    path: '/admin/affiliates/applications',
    title: 'Affiliate Applications - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
  adminAffiliateSettings: entry({
    path: '/admin/affiliates/settings',
    title: 'Programme Settings - Admin',
    access: 'superAdmin',
    layout: 'admin',
  }),
} as const satisfies Record<string, PathEntry>;

export type PathId = keyof typeof paths;

/** SPEC §2: /@{username}, username of lowercase letters, digits and underscore. */
export const PUBLIC_PROFILE_PATTERN = /^\/@([a-z0-9_]+)$/;

export const NOT_FOUND_TITLE = 'Page Not Found';

/** Links to parameterised routes are built here, never by string concatenation at call sites. */
export const hrefs = {
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
  publicProfile: (username: string) => `/@${username}`,
  adminUser: (uid: string) => `/admin/users/${encodeURIComponent(uid)}`,
  adminAffiliate: (uid: string) => `/admin/affiliates/management/${encodeURIComponent(uid)}`,
  withRedirect: (path: string, redirect: string | null) =>
    redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path,
};

/**
 * Route rules that answer a lookup with a redirect (SPEC: "a route-rule lookup by path may
 * return a redirect"): short, guessable aliases people type or old links used.
 */
export const routeRedirects: Readonly<Record<string, string>> = {
  '/signin': paths.login.path,
  '/sign-in': paths.login.path,
  '/signup': paths.register.path,
  '/sign-up': paths.register.path,
  '/settings': paths.profile.path,
  '/affiliate': paths.affiliateProgram.path,
  '/privacy': paths.privacyPolicy.path,
  '/terms': paths.termsAndConditions.path,
};
