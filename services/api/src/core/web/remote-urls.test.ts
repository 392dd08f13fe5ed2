import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config';
import { RemoteUrlsSource } from './remote-urls';

const NEW_CUSTOMERS = 'https://cdn.example/customers/1.4.0/mf-manifest.json';

describe('RemoteUrlsSource (REMOTES_CONFIG_FILE)', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-remotes-'));
    file = path.join(dir, 'remotes.json');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Writes the file with a new modification time, as a deployment rewriting it would. */
  function write(content: string, secondsLater: number) {
    fs.writeFileSync(file, content);
    const when = new Date(Date.now() + secondsLater * 1000);
    fs.utimesSync(file, when, when);
  }

  it('serves the settings alone without the file', async () => {
    const source = new RemoteUrlsSource(loadConfig({ REMOTE_ADMIN_URL: 'https://cdn.example/admin/mf-manifest.json' }));
    expect(await source.remotes()).toMatchObject({
      admin: 'https://cdn.example/admin/mf-manifest.json',
      customers: '/remotes/customers/mf-manifest.json',
    });
  });

  it("puts the file's entries over the settings, follows its changes, and falls back when it is removed", async () => {
    const source = new RemoteUrlsSource(loadConfig({ REMOTES_CONFIG_FILE: file, REMOTE_ORIGINS: 'https://cdn.example' }));
    expect((await source.remotes()).customers).toBe('/remotes/customers/mf-manifest.json');

    write(JSON.stringify({ customers: NEW_CUSTOMERS }), 1);
    expect(await source.remotes()).toEqual({
      scheduling: '/remotes/scheduling/mf-manifest.json',
      customers: NEW_CUSTOMERS,
      marketing: '/remotes/marketing/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });

    write('{}', 2);
    expect((await source.remotes()).customers).toBe('/remotes/customers/mf-manifest.json');

    write(JSON.stringify({ customers: NEW_CUSTOMERS }), 3);
    expect((await source.remotes()).customers).toBe(NEW_CUSTOMERS);
    fs.rmSync(file);
    expect((await source.remotes()).customers).toBe('/remotes/customers/mf-manifest.json');
  });

  it('keeps the last good file when the new one is not JSON, names an unknown remote or an origin not allowed, or an empty URL', async () => {
    const source = new RemoteUrlsSource(loadConfig({ REMOTES_CONFIG_FILE: file, REMOTE_ORIGINS: 'https://cdn.example' }));
    write(JSON.stringify({ customers: NEW_CUSTOMERS }), 1);
    expect((await source.remotes()).customers).toBe(NEW_CUSTOMERS);

    const broken = [
      '{"customers": "https://cdn.exa',
      '{"billing": "https://cdn.example/x.json"}',
      '{"customers": " "}',
      '[]',
      '{"customers": "https://elsewhere.example/customers/mf-manifest.json"}',
      '{"customers": "//cdn.example/customers/mf-manifest.json"}',
      '{"customers": "javascript:alert(1)"}',
    ];
    for (const [index, content] of broken.entries()) {
      write(content, index + 2);
      expect((await source.remotes()).customers).toBe(NEW_CUSTOMERS);
    }

    write(JSON.stringify({ admin: 'https://cdn.example/admin/2.0.0/mf-manifest.json' }), 20);
    expect(await source.remotes()).toMatchObject({
      customers: '/remotes/customers/mf-manifest.json',
      admin: 'https://cdn.example/admin/2.0.0/mf-manifest.json',
    });
  });
});
