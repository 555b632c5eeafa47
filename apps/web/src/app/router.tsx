import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { RedirectSignedIn } from '../features/auth/components/RedirectSignedIn';

// Every page is its own chunk, so the landing page ships little JavaScript.
const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

const ROUTES: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: page(() => import('./routes/LandingPage')) },
      { path: '/wallet', element: page(() => import('./routes/WalletLandingPage')) },
      { path: '/login', element: <RedirectSignedIn>{page(() => import('../features/auth/pages/LoginPage'))}</RedirectSignedIn> },
      { path: '/signup', element: <RedirectSignedIn>{page(() => import('../features/auth/pages/SignupPage'))}</RedirectSignedIn> },
      { path: '/forgot-password', element: page(() => import('../features/auth/pages/ForgotPasswordPage')) },
      { path: '/reset-password', element: page(() => import('../features/auth/pages/ResetPasswordPage')) },
      { path: '/complete-signup', element: page(() => import('../features/auth/pages/CompleteSignupPage')) },
      { path: '/email-verification-required', element: page(() => import('../features/auth/pages/EmailVerificationRequiredPage')) },
      { path: '/verify-email', element: page(() => import('../features/auth/pages/VerifyEmailPage')) },
      { path: '/confirm-email-change', element: page(() => import('../features/settings/ConfirmEmailChangePage')) },
      { path: '/confirm-account-deletion', element: page(() => import('../features/settings/ConfirmAccountDeletionPage')) },
      { path: '/cancel-email-change', element: page(() => import('../features/settings/CancelEmailChangePage')) },
      { path: '/confirm-reauthentication', element: page(() => import('../features/settings/ConfirmReauthenticationPage')) },
      {
        element: page(() => import('../features/auth/components/RequireAuth')),
        children: [
          { path: '/inventory', element: page(() => import('../features/inventory/InventoryPage')) },
          { path: '/forge', element: page(() => import('../features/forge/ForgePage')) },
          { path: '/settings', element: page(() => import('../features/settings/SettingsPage')) },
          { path: '/notifications', element: page(() => import('../features/notifications/NotificationsPage')) },
          { path: '/devs', element: page(() => import('../features/devs/DevToolsPage')) },
        ],
      },
      { path: '*', element: page(() => import('../components/NotFoundPage')) },
    ],
  },
];

/** Declarative routing (no data router): the landing page does not ship loaders and actions it never uses. */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
