import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config';
import { RemoteUrlsSource } from './remote-urls';

const NEW_CUSTOMERS = 'https://cdn.example/customers/1.4.0/remoteEntry.js';

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
    const source = new RemoteUrlsSource(loadConfig({ REMOTE_ADMIN_URL: 'https://cdn.example/admin/remoteEntry.js' }));
    expect(await source.remotes()).toMatchObject({
      admin: 'https://cdn.example/admin/remoteEntry.js',
      customers: '/remotes/customers/remoteEntry.js',
    });
  });

  it("puts the file's entries over the settings, follows its changes, and falls back when it is removed", async () => {
    const source = new RemoteUrlsSource(loadConfig({ REMOTES_CONFIG_FILE: file, REMOTE_ORIGINS: 'https://cdn.example' }));
    expect((await source.remotes()).customers).toBe('/remotes/customers/remoteEntry.js');

    write(JSON.stringify({ customers: NEW_CUSTOMERS }), 1);
    expect(await source.remotes()).toEqual({
      scheduling: '/remotes/scheduling/remoteEntry.js',
      customers: NEW_CUSTOMERS,
      marketing: '/remotes/marketing/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
    });

    write('{}', 2);
    expect((await source.remotes()).customers).toBe('/remotes/customers/remoteEntry.js');

    write(JSON.stringify({ customers: NEW_CUSTOMERS }), 3);
    expect((await source.remotes()).customers).toBe(NEW_CUSTOMERS);
    fs.rmSync(file);
    expect((await source.remotes()).customers).toBe('/remotes/customers/remoteEntry.js');
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
      '{"customers": "https://elsewhere.example/customers/remoteEntry.js"}',
      '{"customers": "//cdn.example/customers/remoteEntry.js"}',
      '{"customers": "javascript:alert(1)"}',
    ];
    for (const [index, content] of broken.entries()) {
      write(content, index + 2);
      expect((await source.remotes()).customers).toBe(NEW_CUSTOMERS);
    }

    write(JSON.stringify({ admin: 'https://cdn.example/admin/2.0.0/remoteEntry.js' }), 20);
    expect(await source.remotes()).toMatchObject({
      customers: '/remotes/customers/remoteEntry.js',
      admin: 'https://cdn.example/admin/2.0.0/remoteEntry.js',
    });
  });
});
