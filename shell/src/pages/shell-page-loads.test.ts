import { describe, expect, it, vi } from 'vitest';

// Stand-ins for the page modules, so the test sees which page's code is asked for, and when.
const pages = vi.hoisted(() => ({ dashboard: vi.fn(), settings: vi.fn() }));
vi.mock('./dashboard-page', () => {
  pages.dashboard();
  return { DashboardPage: () => null };
});
vi.mock('./settings-page', () => {
  pages.settings();
  return { SettingsPage: () => null };
});

const { loadShellPage, preloadShellPage } = await import('./shell-page-loads');

describe("the shell's page loads", () => {
  it("starts Home's code from its path, and the page's own load then takes that same load", async () => {
    expect(pages.dashboard).not.toHaveBeenCalled();
    preloadShellPage('/');
    await vi.waitFor(() => expect(pages.dashboard).toHaveBeenCalled());
    const page = await loadShellPage('home');
    expect(pages.dashboard).toHaveBeenCalledTimes(1);
    expect(loadShellPage('home')).toBe(loadShellPage('home'));
    expect(typeof page).toBe('function');
  });

  it("loads nothing of the shell's for a remote's page or an unknown one", async () => {
    preloadShellPage('/appointments');
    preloadShellPage('/no-such-page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pages.settings).not.toHaveBeenCalled();
    preloadShellPage('/settings');
    await vi.waitFor(() => expect(pages.settings).toHaveBeenCalledTimes(1));
  });
});
