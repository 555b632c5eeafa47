import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary/ErrorBoundary';
import { AppLayout } from './layout/AppLayout';
import { RedirectSignedIn } from '../features/auth/components/RedirectSignedIn';
import { lazyPage, type LazyPage } from './lazy-page';

// Every page is its own chunk, so the landing page ships little JavaScript.
const route = (path: string | undefined, Page: LazyPage, children?: RouteObject[]): RouteObject => ({
  ...(path ? { path } : {}),
  element: <Page />,
  handle: Page,
  ...(children ? { children } : {}),
});

/** A visitor's page (log in, sign up): a signed-in user who opens it lands on the inventory. */
const visitorRoute = (path: string, Page: LazyPage): RouteObject => ({
  ...route(path, Page),
  element: (
    <RedirectSignedIn>
      <Page />
    </RedirectSignedIn>
  ),
});

/** The wallet landing page's first address, kept working: it now lives at /collectibles (docs/product-rules.md "Other pages"). */
function WalletAlias() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/collectibles', search, hash }} replace />;
}

/** Inside the layout: a page that fails shows the error screen under the header; the next page clears it. */
function PageErrorBoundary() {
  return (
    <ErrorBoundary resetKey={useLocation().pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}

const ROUTES: RouteObject[] = [
  // The OBS dock's page: no app around it, opened by its own secret address.
  route(
    '/dock',
    lazyPage(() => import('../features/plays/dock/DockPage')),
  ),
  {
    element: <AppLayout />,
    children: [
      {
        element: <PageErrorBoundary />,
        children: [
          route(
            '/',
            lazyPage(() => import('./routes/LandingPage')),
          ),
          route(
            '/collectibles',
            lazyPage(() => import('./routes/WalletLandingPage')),
          ),
          { path: '/wallet', element: <WalletAlias /> },
          route(
            '/users',
            lazyPage(() => import('../features/demo-users/UsersPage')),
          ),
          route(
            '/projects',
            lazyPage(() => import('../features/projects/ProjectsPage')),
          ),
          route(
            '/projects/:slug',
            lazyPage(() => import('../features/projects/ProjectPage')),
          ),
          route(
            '/projects/:slug/market',
            lazyPage(() => import('../features/trading/market/MarketPage')),
          ),
          route(
            '/stream-overlay',
            lazyPage(() => import('../features/overlays/guide/OverlayGuidePage')),
          ),
          route(
            '/c/:shareId',
            lazyPage(() => import('../features/shares/SharePage')),
          ),
          route(
            '/u/:username',
            lazyPage(() => import('../features/profiles/ProfilePage')),
          ),
          route(
            '/fairness',
            lazyPage(() => import('../features/fairness/FairnessPage')),
          ),
          visitorRoute(
            '/login',
            lazyPage(() => import('../features/auth/pages/LoginPage')),
          ),
          visitorRoute(
            '/signup',
            lazyPage(() => import('../features/auth/pages/SignupPage')),
          ),
          route(
            '/forgot-password',
            lazyPage(() => import('../features/auth/pages/ForgotPasswordPage')),
          ),
          route(
            '/reset-password',
            lazyPage(() => import('../features/auth/pages/ResetPasswordPage')),
          ),
          route(
            '/complete-signup',
            lazyPage(() => import('../features/auth/pages/CompleteSignupPage')),
          ),
          route(
            '/email-verification-required',
            lazyPage(() => import('../features/auth/pages/EmailVerificationRequiredPage')),
          ),
          route(
            '/verify-email',
            lazyPage(() => import('../features/auth/pages/VerifyEmailPage')),
          ),
          route(
            '/confirm-email',
            lazyPage(() => import('../features/auth/pages/VerifyEmailPage')),
          ),
          route(
            '/verify-provider',
            lazyPage(() => import('../features/auth/pages/VerifyProviderPage')),
          ),
          route(
            '/auth/:provider/callback',
            lazyPage(() => import('../features/oauth/OAuthCallbackPage')),
          ),
          route(
            '/integrations/:provider/callback',
            lazyPage(() => import('../features/oauth/OAuthCallbackPage')),
          ),
          route(
            '/confirm-email-change',
            lazyPage(() => import('../features/settings/ConfirmEmailChangePage')),
          ),
          route(
            '/confirm-account-deletion',
            lazyPage(() => import('../features/settings/ConfirmAccountDeletionPage')),
          ),
          route(
            '/cancel-email-change',
            lazyPage(() => import('../features/settings/CancelEmailChangePage')),
          ),
          route(
            '/link',
            lazyPage(() => import('../features/player-links/LinkGamePage')),
          ),
          route(
            '/confirm-reauthentication',
            lazyPage(() => import('../features/settings/ConfirmReauthenticationPage')),
          ),
          route(
            undefined,
            lazyPage(() => import('../features/auth/components/RequireAuth')),
            [
              route(
                '/inventory',
                lazyPage(() => import('../features/cards/inventory/InventoryPage')),
              ),
              route(
                '/inventory/room',
                lazyPage(() => import('../features/models/room/CollectionRoomPage')),
              ),
              route(
                '/forge',
                lazyPage(() => import('../features/forge/ForgePage')),
              ),
              route(
                '/forge/collections/:collectionId/rules',
                lazyPage(() => import('../features/forge/rules/CollectionRulesPage')),
              ),
              route(
                '/forge/collections/:collectionId/actions',
                lazyPage(() => import('../features/forge/actions/CollectionActionsPage')),
              ),
              route(
                '/forge/collections/:collectionId/crafting',
                lazyPage(() => import('../features/forge/crafting/CollectionCraftingPage')),
              ),
              route(
                '/forge/collections/:collectionId/trading',
                lazyPage(() => import('../features/forge/trading/CollectionTradingPage')),
              ),
              route(
                '/forge/projects/:projectId/overlay',
                lazyPage(() => import('../features/forge/overlay/ProjectOverlayPage')),
              ),
              route(
                '/forge/projects/:projectId/developers',
                lazyPage(() => import('../features/forge/developers/ProjectDevelopersPage')),
              ),
              route(
                '/settings',
                lazyPage(() => import('../features/settings/SettingsPage')),
              ),
              route(
                '/notifications',
                lazyPage(() => import('../features/notifications/NotificationsPage')),
              ),
              route(
                '/devs',
                lazyPage(() => import('../features/devtools/DevToolsPage')),
              ),
              route(
                '/admin',
                lazyPage(() => import('../features/admin/AdminPage')),
              ),
            ],
          ),
          route(
            '*',
            lazyPage(() => import('../components/NotFoundPage')),
          ),
        ],
      },
    ],
  },
];

/**
 * Fetches the code of the pages this address shows (a guard and its page, say), so the first render
 * has them. A failure is left to the render, where the error boundary shows it.
 */
export async function loadPagesFor(pathname: string) {
  const pages = (matchRoutes(ROUTES, pathname) ?? []).map((match) => match.route.handle as LazyPage | undefined);
  await Promise.all(pages.map((page) => page?.load().catch(() => undefined)));
}

/** Declarative routing (no data router): the landing page does not ship loaders and actions it never uses. */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
