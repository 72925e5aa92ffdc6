import { lazy, type ComponentType, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteGuard } from '../shared/ui/route-guard';
import { RouteErrorPage } from './error-page';
import { ContentFooterLayout, ContentOnlyLayout, DefaultLayout } from './layout/layouts';
import { RootShell } from './root-shell';
import { useStores } from './store-context';

/** Each page is its own chunk (quality targets: initial JS at most 150 KB gzip). */
function page<K extends string>(load: () => Promise<Record<K, ComponentType<any>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LandingPage = page(() => import('../landing/landing-page'), 'LandingPage');
const DashboardPage = page(() => import('../dashboard/dashboard-page'), 'DashboardPage');
const LoginPage = page(() => import('../identity/pages/login-page'), 'LoginPage');
const SpCallbackPage = page(() => import('../identity/pages/sp-callback-page'), 'SpCallbackPage');
const LogoutPage = page(() => import('../identity/pages/logout-page'), 'LogoutPage');
const ComingSoonPage = page(() => import('../content/coming-soon-page'), 'ComingSoonPage');

/** Renders its page only with a session; otherwise back to the landing page (spec 1 §2 "Route guard"). */
const SignedInOnly = observer(function SignedInOnly({ children }: { children: ReactNode }) {
  const { identity } = useStores();
  return (
    <RouteGuard allowed={identity.isSignedIn} fallback="/">
      {children}
    </RouteGuard>
  );
});

const RouteError = observer(function RouteError() {
  const { identity } = useStores();
  return <RouteErrorPage userId={() => identity.user?.id ?? null} />;
});

/** Public pages that exist in the site map but are built in later issues: a titled placeholder, not a dead link. */
const PUBLIC_PLACEHOLDERS: Array<[path: string, title: string]> = [
  ['about-us', 'About us'],
  ['useful-links', 'Useful links'],
  ['faq', 'Frequently asked questions'],
  ['maintenance-notices', 'Maintenance notices'],
  ['site-map', 'Site map'],
  ['terms-of-use', 'Terms of use'],
  ['privacy-policy', 'Privacy policy'],
  ['data-sharing-terms/*', 'Data-sharing-scheme terms'],
  ['supported-browsers', 'Supported browsers'],
  ['search/*', 'Search'],
  ['expense-manager/*', 'Expense manager'],
  ['savings-resources/*', 'Savings'],
  ['loans-and-credit-resources/*', 'Loans and credit'],
  ['investment-resources/*', 'Investments'],
  ['insurance-resources/*', 'Insurance'],
  ['buying-a-house/*', 'Buying a house'],
  ['retirement-resources/*', 'Retirement'],
  ['delete-completed', 'Account deleted'],
];

/** Signed-in pages linked from the navigation that later issues build. */
const SIGNED_IN_PLACEHOLDERS: Array<[path: string, title: string]> = [
  ['targets/*', 'Create your financial targets'],
  ['profile/*', 'Profile'],
  ['settings/*', 'Settings'],
  ['notifications', 'Notifications'],
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: 'dashboard',
            element: (
              <SignedInOnly>
                <DashboardPage />
              </SignedInOnly>
            ),
          },
          { path: 'logout', element: <LogoutPage /> },
          ...PUBLIC_PLACEHOLDERS.map(([path, title]) => ({ path, element: <ComingSoonPage title={title} /> })),
          ...SIGNED_IN_PLACEHOLDERS.map(([path, title]) => ({
            path,
            element: (
              <SignedInOnly>
                <ComingSoonPage title={title} />
              </SignedInOnly>
            ),
          })),
        ],
      },
      {
        element: <ContentOnlyLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'sp-callback', element: <SpCallbackPage /> },
          { path: 'fin-lit-quiz/*', element: <ComingSoonPage title="Financial literacy quiz" /> },
        ],
      },
      {
        element: <ContentFooterLayout />,
        children: [
          { path: 'email-verification/:verificationCode', element: <ComingSoonPage title="Verify your email" /> },
        ],
      },
      // Spec 1 §2 sends unknown paths to the signed-in home; its guard sends visitors on to `/`.
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
