import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config';
import { contentSecurityPolicy } from './security-headers';

describe('the content security policy', () => {
  it('allows only this origin when the remotes and the API are served from it', () => {
    const csp = contentSecurityPolicy(loadConfig({}));
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('adds the origins of remotes and an API configured elsewhere, once each', () => {
    const csp = contentSecurityPolicy(
      loadConfig({
        REMOTE_ADMIN_URL: 'https://cdn.example/admin/remoteEntry.js',
        REMOTE_CUSTOMERS_URL: 'https://cdn.example/customers/remoteEntry.js',
        API_BASE_URL: 'https://api.example',
      }),
    );
    expect(csp).toContain("script-src 'self' https://cdn.example;");
    expect(csp).toContain("connect-src 'self' https://cdn.example https://api.example;");
  });

  it('adds REMOTE_ORIGINS, where releases of remotes may go, and refuses anything but an origin there', () => {
    const csp = contentSecurityPolicy(loadConfig({ REMOTE_ORIGINS: 'https://cdn.example, http://127.0.0.1:8080' }));
    expect(csp).toContain("script-src 'self' https://cdn.example http://127.0.0.1:8080;");
    expect(() => loadConfig({ REMOTE_ORIGINS: 'https://cdn.example/customers' })).toThrow(/REMOTE_ORIGINS/);
    expect(() => loadConfig({ REMOTE_ORIGINS: 'ftp://cdn.example' })).toThrow(/REMOTE_ORIGINS/);
  });
});
