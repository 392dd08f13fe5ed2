import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '..');
const MODULES = join(SRC, 'modules');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Where a source file lives: `modules/<name>` for a domain module, else its folder under src. */
function ownerOf(file: string): string {
  const path = relative(SRC, file).split('/');
  return path[0] === 'modules' && path.length > 2 ? `modules/${path[1]}` : path.slice(0, -1).join('/') || '(root)';
}

/** The owners of every file outside `module` that imports a file inside it. */
function importersOf(module: string): string[] {
  const inside = join(MODULES, module);
  const owners = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    if (file.startsWith(`${inside}/`)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      if (resolve(dirname(file), specifier ?? '').startsWith(`${inside}/`)) owners.add(ownerOf(file));
    }
  }
  return [...owners].sort();
}

/**
 * Who may reach into the modules that react to writes. Appointments, customers and demo data
 * publish `appointments.changed` and never import the conflict cache or the reminders; a
 * new importer here is a new dependency to justify, not an accident.
 */
describe('module boundaries', () => {
  it('only the app root imports the conflicts module', () => {
    expect(importersOf('conflicts')).toEqual(['(root)']);
  });

  it('only the app root and the modules that send texts, read conversations or hold numbers import the SMS module', () => {
    expect(importersOf('sms')).toEqual(['(root)', 'modules/booking-requests', 'modules/campaigns', 'modules/companies', 'modules/demo-data', 'modules/online-booking', 'modules/text-bookings']);
  });

  it('no module imports a listener of another', () => {
    const listeners = sourceFiles(MODULES).filter((file) => file.endsWith('.listener.ts'));
    expect(listeners.length).toBeGreaterThan(1);
    for (const file of sourceFiles(SRC)) {
      const imported = [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map(([, specifier]) => resolve(dirname(file), specifier ?? ''));
      const foreign = imported.filter((path) => listeners.includes(`${path}.ts`) && ownerOf(`${path}.ts`) !== ownerOf(file));
      expect(foreign, relative(SRC, file)).toEqual([]);
    }
  });

  it('services speak in domain errors: only controllers and filters import the HTTP exception', () => {
    const speakingHttp = sourceFiles(MODULES)
      .filter((file) => !/\.(controller|filter)\.ts$/.test(file))
      .filter((file) => /from '[./]+core\/http\/api\.exception'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(MODULES, file));
    expect(speakingHttp).toEqual([]);
  });
});
