import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(async () => ({ default: () => null })),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { loadedRemoteApp, loadRemoteApp, preloadRemoteFor, registerRemoteManifests } = await import('./remote-loader');

const MANIFESTS = {
  scheduling: '/remotes/scheduling/mf-manifest.json',
  customers: '/remotes/customers/mf-manifest.json',
  marketing: '/remotes/marketing/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};

describe('preloadRemoteFor', () => {
  beforeEach(() => {
    runtime.loadRemote.mockClear();
    registerRemoteManifests(MANIFESTS);
  });

  it("starts loading the remote that owns the page's path", () => {
    preloadRemoteFor('/appointments');
    expect(runtime.loadRemote).toHaveBeenCalledWith('scheduling/App');
    preloadRemoteFor('/customers/4b0c5a52-6c1e-4d7a-9b8e-0f5d2a1c3e77');
    expect(runtime.loadRemote).toHaveBeenLastCalledWith('customers/App');
  });

  it("loads nothing for the shell's own pages and unknown paths", () => {
    preloadRemoteFor('/login');
    preloadRemoteFor('/no-such-page');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the outlet instead of rejecting unhandled', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
    expect(() => preloadRemoteFor('/appointments')).not.toThrow();
    await Promise.resolve();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it("shares the preload with the outlet's load, and makes it available at once after; a retry loads anew", async () => {
    preloadRemoteFor('/marketing');
    const outlet = loadRemoteApp('marketing', false);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    const module = await outlet;
    expect(loadedRemoteApp('marketing')).toBe(module);
    await loadRemoteApp('marketing', true);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'marketing', entry: MANIFESTS.marketing }], { force: true });
  });
});
