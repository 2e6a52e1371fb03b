import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { NotFoundPage } from './errors/not-found-page';
import { guardMiddleware } from './guard/guard-middleware';
import { PublicLayout } from './layouts/public-layout';
import { paths, routeRedirects, type PathId } from '@/config/paths';
import { RootShell } from './root-shell';

type PageModule = { default: ComponentType };

/**
 * Every page is its own chunk; the path table supplies path and title. Only the public layout
 * is in the entry chunk: the others load with their first page.
 */
function page(id: PathId, load: () => Promise<PageModule>): RouteObject {
  return {
    path: paths[id].path,
    handle: { pathId: id },
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/** Alias routes never render: their guard always redirects. */
const RedirectOnly = () => null;
const placeholder = () => import('./routes/placeholder-page');
/** Pricing and the payment pages are one chunk, which renders the matched one (billing-routes). */
const billing = () => import('@/features/billing/billing-routes');
/** Every layout route is guarded, and errors render inside the root shell (toasts stay). */
const guarded = { middleware: [guardMiddleware], errorElement: <RouteErrorBoundary /> };

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: () => null,
    children: [
      {
        Component: PublicLayout,
        ...guarded,
        children: [
          page('home', () => import('@/features/marketing/landing-page')),
          page('about', () => import('@/features/marketing/about-page')),
          page('contact', () => import('@/features/contact/contact-page')),
          page('pricing', billing),
          page('affiliateJoin', placeholder),
          page('affiliateProgram', placeholder),
          page('affiliateApply', placeholder),
          page('affiliateAgreement', placeholder),
          page('privacyPolicy', () => import('@/features/policies/privacy-policy-page')),
          page('termsAndConditions', () => import('@/features/policies/terms-page')),
          page('deleteData', () => import('@/features/delete-data/delete-data-page')),
        ],
      },
      {
        // `/@username` is exempt from the guard (SPEC §2), so this branch has no guard loader.
        Component: PublicLayout,
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            path: '/:handle',
            // Loader and page load together on first use: the entry chunk carries neither.
            lazy: async () => {
              const { publicProfileLoader, default: Component } =
                await import('./routes/public-profile-page');
              return { loader: publicProfileLoader, Component };
            },
          },
        ],
      },
      {
        ...guarded,
        lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
        children: [
          page('login', () => import('@/features/auth/login-page')),
          page('register', () => import('@/features/auth/register-page')),
          page('forgotPassword', () => import('@/features/auth/forgot-password-page')),
          page('acceptInvite', () => import('@/features/invitations/accept-invite-page')),
          page('acceptPrivacyPolicy', () => import('@/features/policies/accept-privacy-page')),
          page('acceptTermsAndConditions', () => import('@/features/policies/accept-terms-page')),
        ],
      },
      {
        ...guarded,
        lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
        children: [
          page('dashboard', () => import('@/features/dashboard/dashboard-page')),
          page(
            'testNewArchitecture',
            () => import('@/features/diagnostics/architecture-test-page'),
          ),
          page('company', () => import('@/features/companies/company-page')),
          page('companySetup', () => import('@/features/companies/company-setup-page')),
          page('companyMembers', () => import('@/features/team/members-page')),
          page('profile', () => import('@/features/profile/profile-page')),
          page('paymentCancel', billing),
          page('paymentSuccess', billing),
          page(
            'affiliateDashboard',
            () => import('@/features/affiliate-dashboard/affiliate-dashboard-page'),
          ),
          page('affiliateAcceptAgreement', placeholder),
          page(
            'testAffiliateCookie',
            () => import('@/features/affiliate-tracking/affiliate-link-checker-page'),
          ),
        ],
      },
      {
        ...guarded,
        lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
        children: [
          page('admin', () => import('@/features/admin/admin-overview-page')),
          page('adminEmail', placeholder),
          page('adminPlans', placeholder),
          page('adminUsers', placeholder),
          page('adminPrivacyPolicy', placeholder),
          page('adminReportSummaries', placeholder),
          page('adminAffiliateModeling', placeholder),
          page('adminSubscriptionPlans', placeholder),
          page('adminAffiliateAgreement', placeholder),
          page('adminTermsAndConditions', placeholder),
          page('adminAffiliateManagement', placeholder),
          page('adminAffiliateApplications', placeholder),
          // Unknown admin paths are still admin paths: guarded first, then a 404.
          { path: '/admin/*', Component: NotFoundPage },
        ],
      },
      // The invitation page has no layout of its own.
      { ...page('invite', () => import('@/features/invitations/invite-page')), ...guarded },
      // Aliases (/signup, /signin, …): the guard's route-rule lookup answers with the redirect.
      ...Object.keys(routeRedirects).map((from): RouteObject => ({
        path: from,
        ...guarded,
        Component: RedirectOnly,
      })),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
