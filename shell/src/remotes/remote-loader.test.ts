import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(async () => ({ default: () => null })),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { loadedRemoteApp, loadRemoteApp, preloadRemoteFor, registerRemoteEntries, remoteEntryUrl } = await import('./remote-loader');

const ENTRIES = {
  scheduling: '/remotes/scheduling/remoteEntry.js',
  customers: '/remotes/customers/remoteEntry.js',
  marketing: '/remotes/marketing/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
};

describe('registerRemoteEntries', () => {
  it("hands the runtime each remote's remoteEntry.js, reading a manifest URL as the entry beside it", () => {
    registerRemoteEntries({ ...ENTRIES, customers: 'https://cdn.example/customers/1.4.0/mf-manifest.json' });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([
      { name: 'scheduling', entry: '/remotes/scheduling/remoteEntry.js' },
      { name: 'customers', entry: 'https://cdn.example/customers/1.4.0/remoteEntry.js' },
      { name: 'marketing', entry: '/remotes/marketing/remoteEntry.js' },
      { name: 'admin', entry: '/remotes/admin/remoteEntry.js' },
    ]);
  });

  it('leaves any other URL as it is', () => {
    expect(remoteEntryUrl('https://cdn.example/customers/1.4.0/remoteEntry.js?v=2')).toBe('https://cdn.example/customers/1.4.0/remoteEntry.js?v=2');
    expect(remoteEntryUrl('/remotes/mf-manifest.json.d/remoteEntry.js')).toBe('/remotes/mf-manifest.json.d/remoteEntry.js');
    expect(remoteEntryUrl('/remotes/customers/mf-manifest.json?v=2')).toBe('/remotes/customers/remoteEntry.js?v=2');
  });
});

describe('preloadRemoteFor', () => {
  beforeEach(() => {
    runtime.loadRemote.mockClear();
    registerRemoteEntries(ENTRIES);
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
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'marketing', entry: ENTRIES.marketing }], { force: true });
  });
});
