/**
 * The built public pages bundle, checked as a customer's phone gets it: it builds the bundle afresh
 * (into a directory of its own, with the same config as `npm run build`) and reads the pages.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_MESSAGES_PER_MONTH, OPT_OUT_BUSINESS_DAYS } from '@groombook/domain';
import { ROUTE_LIST, routesOwnedBy } from '@groombook/routes';

/** The most JavaScript (gzip) /sms-opt-in, /book, /my-appointment and /login may each load, all files together. */
const OPT_IN_JS_BUDGET_BYTES = 60 * 1024;
/** Where the bundle's assets are served; no file of the shell or of a remote lives there. */
const ASSET_PATH = '/opt-in/';

/** Every page of the bundle (the manifest's 'opt-in' routes are checked against these below). */
const PAGES = ['sms-opt-in', 'sms-privacy-policy', 'book', 'my-appointment', 'login'];

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const workspaceRoot = path.resolve(projectDir, '..');
let out = '';

beforeAll(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'groombook-opt-in-'));
  const cli = path.join(workspaceRoot, 'node_modules/@rspack/cli/bin/rspack.js');
  const build = spawnSync(process.execPath, [cli, 'build', '-c', 'rspack.public-pages.config.mjs', '-o', out], {
    cwd: projectDir,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The public pages bundle did not build:\n${build.stdout}\n${build.stderr}`);
}, 120_000);

afterAll(() => {
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

const page = (name: string) => fs.readFileSync(path.join(out, `${name}.html`), 'utf8');
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Every address a page's tags load or link to (src, href). */
function references(html: string): string[] {
  return [...html.matchAll(/\b(?:src|href)\s*=\s*["']?([^"'\s>]+)/gi)].map((match) => match[1] ?? '');
}

function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)/gi)].map((match) => match[1] ?? '');
}

const OTHER_FRONTENDS = /remoteEntry|mf-manifest|mf-stats|\/remotes\/|config\.json|__FEDERATION__|federation/i;
/** The sign-in page alone reads the runtime config (/config.json, the API's answer): it says whether Google sign-in is offered. */
const otherFrontendsFor = (name: string): RegExp => (name === 'login' ? /remoteEntry|mf-manifest|mf-stats|\/remotes\/|__FEDERATION__|federation/i : OTHER_FRONTENDS);

describe('the public pages bundle as built', () => {
  it('has one page per route the manifest gives it, and nothing else but its assets', () => {
    const pages = fs.readdirSync(out).filter((file) => file.endsWith('.html'));
    expect(pages.sort()).toEqual(routesOwnedBy('opt-in').map((route) => `${route.path.slice(1)}.html`).sort());
    // Beside them only their precompressed copies (`.br`, `.gz`), which the servers send instead.
    const files = fs.readdirSync(out).filter((file) => !/\.(br|gz)$/.test(file));
    expect(files.sort()).toEqual([...pages, ASSET_PATH.slice(1, -1)].sort());
  });

  it.each(PAGES)('%s loads its own files only: no shell, no remote, no federation', (name) => {
    const html = page(name);
    // The bundle's own pages; the sign-in page also links to the application's (Forgot password).
    const pageRoutes = (name === 'login' ? ROUTE_LIST : routesOwnedBy('opt-in')).map((route) => route.path);
    for (const address of references(html)) {
      expect(address, `${name}.html refers to ${address}`).not.toMatch(otherFrontendsFor(name));
      // Assets from the bundle's own path (and present), a link to one of the pages, or the
      // inline icon.
      const ownAsset = address.startsWith(ASSET_PATH) && fs.existsSync(path.join(out, address));
      const inlineImage = address.startsWith('data:image/');
      expect(ownAsset || inlineImage || pageRoutes.includes(address), `${name}.html refers to ${address}`).toBe(true);
    }
    expect(scriptsOf(html).length).toBeGreaterThan(0);
    for (const script of scriptsOf(html)) {
      const code = fs.readFileSync(path.join(out, script), 'utf8');
      expect(code, script).not.toMatch(otherFrontendsFor(name));
      // No React, no Mantine: a few kilobytes of plain DOM code.
      expect(code, script).not.toMatch(/react\.production|mantine/i);
      // No schema library either: the pages read their answers by hand.
      expect(code, script).not.toMatch(/ZodError|\$ZodType/);
    }
  });

  it.each(PAGES)('%s runs under script-src \'self\': no inline script, no inline handler', (name) => {
    const html = page(name);
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      expect(match[1], match[0]).toMatch(/\bsrc=/);
      expect(match[2]?.trim(), match[0]).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<meta name="viewport" content="width=device-width,\s*initial-scale=1">/);
  });

  it('loads no script beyond the pages\' own entries: no lazy chunk could load beyond those counted', () => {
    const allScripts = fs.readdirSync(path.join(out, ASSET_PATH)).filter((file) => file.endsWith('.js'));
    const entries = PAGES.flatMap((name) => scriptsOf(page(name)));
    expect(allScripts.sort()).toEqual(entries.map((script) => path.basename(script)).sort());
  });

  it.each(['sms-opt-in', 'book', 'my-appointment', 'login'])(`keeps /%s within ${OPT_IN_JS_BUDGET_BYTES / 1024} KB of JavaScript (gzip), all of it`, (name) => {
    const scripts = scriptsOf(page(name));
    const total = scripts.reduce((sum, script) => sum + gzipSize(path.join(out, script)), 0);
    expect(total).toBeGreaterThan(0);
    expect(total, `/${name} loads ${total} bytes of JavaScript (gzip); the budget is ${OPT_IN_JS_BUDGET_BYTES}`).toBeLessThanOrEqual(
      OPT_IN_JS_BUDGET_BYTES,
    );
  });

  it('writes the privacy policy as static text, with the product\'s figures', () => {
    const text = page('sms-privacy-policy')
      .replace(/<script[\s\S]*?<\/script>/gi, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).not.toMatch(/<%|%>/);
    for (const point of [
      /collect the mobile phone number/,
      /appointments/,
      /promotions/,
      /do not sell, rent or share your phone number .* with third parties/,
      /Reply STOP/,
      /honour it at once/,
      new RegExp(`within ${OPT_OUT_BUSINESS_DAYS} business days at the latest`),
      /Reply HELP/,
      new RegExp(`up to ${MARKETING_MESSAGES_PER_MONTH} marketing messages a month. Appointment reminders .* are not counted`),
      /Changes to this policy/,
      /Contact/,
    ]) {
      expect(text).toMatch(point);
    }
  });
});
