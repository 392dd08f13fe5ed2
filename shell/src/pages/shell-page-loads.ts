import type { ComponentType } from 'react';
import type { RouteKeyOf } from '@groombook/routes';
import { findRoute } from '../shared/find-route';

/** Each of the shell's pages: its code is loaded with its route, or before (preloadShellPage). */
const PAGE_LOADERS: Record<RouteKeyOf<'shell'>, () => Promise<ComponentType>> = {
  home: () => import('./dashboard-page').then((m) => m.DashboardPage),
  services: () => import('./services-page').then((m) => m.ServicesPage),
  settings: () => import('./settings-page').then((m) => m.SettingsPage),
  forgotPassword: () => import('./forgot-password-page').then((m) => m.ForgotPasswordPage),
  resetPassword: () => import('./reset-password/reset-password-page').then((m) => m.ResetPasswordPage),
  confirmEmail: () => import('./confirm-email-page').then((m) => m.ConfirmEmailPage),
};

/** Loads on their way or done, shared by a preload and the page's own load; a failed one is forgotten, so the next asks again. */
const pageLoads = new Map<RouteKeyOf<'shell'>, Promise<ComponentType>>();

export function loadShellPage(key: RouteKeyOf<'shell'>): Promise<ComponentType> {
  let load = pageLoads.get(key);
  if (!load) {
    load = PAGE_LOADERS[key]();
    pageLoads.set(key, load);
    load.catch(() => pageLoads.delete(key));
  }
  return load;
}

/**
 * Starts loading the code of the shell's page at `pathname` (Home's, say) at once, for a signed-in
 * user, instead of once the page is first rendered.
 */
export function preloadShellPage(pathname: string): void {
  const route = findRoute(pathname);
  if (route && route.owner === 'shell' && route.key in PAGE_LOADERS) loadShellPage(route.key as RouteKeyOf<'shell'>).catch(() => undefined);
}
