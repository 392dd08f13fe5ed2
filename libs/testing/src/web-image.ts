import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@groombook/contracts/light';
import { freePort } from './ports';
import { rawRequest } from './raw-http';

const root = path.resolve(import.meta.dirname, '../../..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

export interface WebImage {
  /** http://127.0.0.1:<port>, the web image's address. */
  url: string;
  /** What nginx wrote to its error log so far. */
  errorLog: () => string;
  stop: () => Promise<void>;
}

/** The image's file layout (docker/web.Dockerfile), as links to this checkout's builds. */
function layOut(dir: string): { html: string; optIn: string } {
  const builtDir = (file: string) => {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) throw new Error(`The frontends are not built (${file} missing): run npm run build first`);
    return path.dirname(full);
  };
  const html = path.join(dir, 'html');
  fs.mkdirSync(path.join(html, 'remotes'), { recursive: true });
  const shellDist = builtDir('shell/dist/index.html');
  for (const file of fs.readdirSync(shellDist)) fs.symlinkSync(path.join(shellDist, file), path.join(html, file));
  for (const remote of REMOTE_NAMES) fs.symlinkSync(builtDir(`mfe-${remote}/dist/remoteEntry.js`), path.join(html, 'remotes', remote));
  const publicPages = builtDir('mfe-marketing/public-pages/dist/login.html');
  fs.symlinkSync(path.join(publicPages, 'opt-in'), path.join(html, 'opt-in'));
  return { html, optIn: publicPages };
}

/** docker/web/nginx.conf with the image's paths, port and API replaced, inside a main config for a run in the foreground. */
function writeConfig(dir: string, port: number, apiUrl: string): string {
  const { html, optIn } = layOut(dir);
  const site = [
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['/usr/share/nginx/html', html],
    ['/usr/share/nginx/opt-in', optIn],
    ['/etc/groombook/config.json', path.join(root, 'docker/web/config.json')],
    ['resolver 127.0.0.11 valid=10s ipv6=off;', 'resolver 127.0.0.1 valid=10s ipv6=off;'],
    ['set $api_upstream http://api:3000;', `set $api_upstream ${apiUrl};`],
  ].reduce((text, [from = '', to = '']) => {
    if (!text.includes(from)) throw new Error(`docker/web/nginx.conf no longer says ${from}: update libs/testing/src/web-image.ts`);
    return text.split(from).join(to);
  }, fs.readFileSync(path.join(root, 'docker/web/nginx.conf'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const main = [
    'daemon off;',
    'master_process off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
    `  include ${path.join(dir, 'site.conf')};`,
    '}',
  ].join('\n');
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, main);
  return file;
}

/**
 * The web image (docker/web) on this machine: Debian's nginx running docker/web/nginx.conf in
 * the foreground, its paths pointed at this checkout's builds and its /api/ at `apiUrl`.
 */
export async function startWebImage(apiUrl: string): Promise<WebImage> {
  if (!NGINX) throw new Error("nginx is not installed: apt-get install nginx-light (.ci/run installs it; docs/development.md, 'Tests')");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-web-image-'));
  const port = await freePort();
  const config = writeConfig(dir, port, apiUrl);
  const check = spawnSync(NGINX, ['-p', dir, '-c', config, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses docker/web/nginx.conf:\n${check.stderr}`);
  const nginx = spawn(NGINX, ['-p', dir, '-c', config], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  const stop = async () => {
    if (nginx.exitCode === null) nginx.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    if (await rawRequest(`${url}/config.json`).then(() => true, () => false)) return { url, errorLog, stop };
    if (attempt > 100 || nginx.exitCode !== null) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
