import type { WebModule } from '../../app/routes';

/** Signing in and everything around it (docs/product.md §2's public screens), and changing one's password. */
export default {
  namespaces: ['auth'],
  routes: {
    '/login': () => import('./LoginPage').then((page) => page.LoginPage),
    '/register': () => import('./RegisterPage').then((page) => page.RegisterPage),
    '/register/:type': () => import('./SignUpPage').then((page) => page.SignUpPage),
    '/reset-password': () => import('./ForcedResetPage').then((page) => page.ForcedResetPage),
    '/confirmation': () => import('./ConfirmationPage').then((page) => page.ConfirmationPage),
    '/pre-register': () => import('./PreRegisterPage').then((page) => page.PreRegisterPage),
    '/setPassword/:id': () => import('./SetPasswordPage').then((page) => page.SetPasswordPage),
    '/password/set': () => import('./SetPasswordPage').then((page) => page.CreatePasswordPage),
    '/forgot-password': () => import('./ForgotPasswordPage').then((page) => page.ForgotPasswordPage),
    '/forgot-password/confirm': () => import('./ForgotPasswordConfirmPage').then((page) => page.ForgotPasswordConfirmPage),
    '/forget-password': () => import('./ResetByLinkPage').then((page) => page.ResetByLinkPage),
    '/otp': () => import('./OtpPage').then((page) => page.OtpPage),
    '/change-password': () => import('./ChangePasswordPage').then((page) => page.ChangePasswordPage),
  },
} satisfies WebModule;
