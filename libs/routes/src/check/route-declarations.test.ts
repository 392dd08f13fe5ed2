import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '@groombook/contracts/light';
import { routesOwnedBy } from '../manifest';
import { readRouteDeclarations, routeDeclarationProblems, type SourceText } from './route-declarations';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * An app's own source: the files its entry (src/index.ts, which loads the bootstrap and the
 * route tree) reaches through relative imports. Tests and their fixtures are not reached.
 */
function appSources(project: string, entries = ['src/index.ts']): SourceText[] {
  const root = path.join(workspaceRoot, project);
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = fs.readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), fileName);
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((candidate) => fs.existsSync(candidate));
      if (found) visit(found);
    }
  };
  for (const entry of entries) visit(path.join(root, entry));
  return [...seen].map(([file, text]) => ({ file: path.relative(workspaceRoot, file).split(path.sep).join('/'), text }));
}

describe('the route declarations of the apps', () => {
  it.each(REMOTE_NAMES)('mfe-%s declares exactly its manifest routes, and writes no path itself', (remote) => {
    const sources = appSources(`mfe-${remote}`);
    expect(sources.map((source) => source.file)).toContain(`mfe-${remote}/src/app.tsx`);
    expect(routeDeclarationProblems(remote, sources)).toEqual([]);
  });

  it('the shell writes no path itself (its routes come from the manifest in app.tsx)', () => {
    const sources = appSources('shell');
    expect(sources.map((source) => source.file)).toContain('shell/src/pages/dashboard-page.tsx');
    expect(readRouteDeclarations('shell', sources).problems).toEqual([]);
  });

  it('the public pages bundle has exactly one page per route it owns, each with its script, and writes no path itself', () => {
    // Its build (mfe-marketing/rspack.public-pages.config.mjs) makes public-pages/pages/<name>.html the page
    // of /<name>, with public-pages/src/<name>.ts as its script; the server serves each at its path.
    const bundle = path.join(workspaceRoot, 'mfe-marketing/public-pages');
    const pages = fs.readdirSync(path.join(bundle, 'pages')).filter((file) => file.endsWith('.html')).sort();
    const owned = routesOwnedBy('opt-in');
    expect(pages).toEqual(owned.map((route) => `${route.path.slice(1)}.html`).sort());
    for (const route of owned) expect(route.path, route.key).toMatch(/^\/[a-z-]+$/);

    const entries = pages.map((page) => `src/${page.replace(/\.html$/, '.ts')}`);
    const sources = appSources('mfe-marketing/public-pages', entries);
    expect(sources.map((source) => source.file)).toContain('mfe-marketing/public-pages/src/opt-in-page.ts');
    expect(readRouteDeclarations('opt-in', sources).problems).toEqual([]);
  });
});

describe('the route declaration check, on samples', () => {
  const scheduling = (text: string): SourceText[] => [
    {
      file: 'mfe-scheduling/src/app.tsx',
      text: `${text}
        <Route path={ROUTES.addAppointment.path} element={<A />} />
        <Route path={ROUTES.editAppointment.path} element={<A />} />
        <Route path={ROUTES.appointments.path} element={<A />} />
        <Route path={ROUTES.calendar.path} element={<A />} />
        <Route path={ROUTES.groomers.path} element={<A />} />
        <Route path={ROUTES.reports.path} element={<A />} />
        <Route path={ROUTES.bookingRequests.path} element={<A />} />`,
    },
  ];

  it('passes routes taken from the manifest, and strings that are no page', () => {
    expect(routeDeclarationProblems('scheduling', scheduling("fetch('/api/appointments'); split('/');"))).toEqual([]);
  });

  it.each([
    ['a path written in the route', '<Route path="/appointments" element={<A />} />', /<Route path="\/appointments">/],
    ['a template path', '<Route path={`/reports`} element={<A />} />', /the path must be ROUTES.<name>.path/],
    ['a path from elsewhere', '<Route path={APPOINTMENTS_PATH} element={<A />} />', /the path must be ROUTES.<name>.path/],
    ['a path not in the manifest', '<Route path={ROUTES.invoices.path} element={<A />} />', /ROUTES.invoices is not in the route manifest/],
    ["another owner's route", '<Route path={ROUTES.customers.path} element={<A />} />', /ROUTES.customers belongs to customers, not scheduling/],
    ['a link written out', 'navigate("/appointments?month=3");', /'\/appointments\?month=3' spells out a page/],
    ['a link built by hand', '<Link to={`/customers/${id}`} />', /'\/customers\/' spells out a page/],
  ])('fails %s', (_case, sample, problem) => {
    const problems = routeDeclarationProblems('scheduling', scheduling(sample));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
    expect(problems[0]).toMatch(/^mfe-scheduling\/src\/app\.tsx:1: /);
  });

  it('fails a remote that leaves one of its manifest routes undeclared', () => {
    const [app] = scheduling('');
    const withoutReports = { file: 'mfe-scheduling/src/app.tsx', text: app?.text.replace(/.*ROUTES\.reports.*/, '') ?? '' };
    expect(routeDeclarationProblems('scheduling', [withoutReports])).toEqual(['scheduling does not declare ROUTES.reports (/reports)']);
  });
});
