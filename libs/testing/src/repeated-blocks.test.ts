import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Six lines that say something, written twice, are one piece of code waiting to be shared. */
const BLOCK = 6;

/**
 * Hand-written source outside tests. Tests repeat their arrangements on purpose (each reads
 * alone); migrations are frozen history; the test support folder is test code.
 */
const isSource = (file: string) =>
  /\.(ts|tsx|mjs)$/.test(file) &&
  !/\.(test|e2e\.test|fixture)\.|\/(test|e2e|testing|migrations|dist)\//.test(file) &&
  !file.startsWith('libs/testing/');

/**
 * The lines of a file that carry meaning: without import statements (multi-line ones too),
 * comments, blank lines and lines that only close what an earlier line opened (`}`, `));`,
 * `/>`, `</Group>`), which every block of code and markup ends with.
 */
export function meaningfulLines(text: string): { text: string; line: number }[] {
  const withoutImports = text.replace(/^(import|export)\b[^;]*?\bfrom\s+['"][^'"]+['"];?/gms, (statement) => statement.replace(/[^\n]/g, ''));
  return withoutImports
    .split('\n')
    .map((raw, index) => ({ text: raw.trim(), line: index + 1 }))
    .filter(({ text }) => text.length > 0 && !/^(\/\/|\/\*|\*)/.test(text))
    .filter(({ text }) => !/^([)\]}>;,]|\/>|<\/[\w.]*>)+$/.test(text.replace(/\s/g, '')));
}

/** Every run of `BLOCK` meaningful lines found at more than one place, with its places. */
export function repeatedBlocks(files: { name: string; text: string }[]): string[][] {
  const places = new Map<string, string[]>();
  for (const { name, text } of files) {
    const lines = meaningfulLines(text);
    for (let start = 0; start + BLOCK <= lines.length; start++) {
      const key = lines
        .slice(start, start + BLOCK)
        .map((l) => l.text)
        .join('\n');
      places.set(key, [...(places.get(key) ?? []), `${name}:${lines[start]?.line}`]);
    }
  }
  return [...places.values()].filter((where) => where.length > 1);
}

describe('repeated blocks', () => {
  it('finds a block written twice, and not one that differs in a line or is only closing brackets', () => {
    const block = ['const a = load(1);', 'const b = load(2);', 'if (a > b) {', '  swap(a, b);', '}', 'save(a);', 'save(b);', 'report(a, b);'].join('\n');
    const closers = ['      />', '      </Button>', '    </Group>', '  </Table.Td>', '));', '}', ')}', '</Stack>', '];'].join('\n');
    expect(repeatedBlocks([{ name: 'one.ts', text: block }, { name: 'two.ts', text: `// copied\n${block}` }])).toEqual([
      ['one.ts:1', 'two.ts:2'],
      ['one.ts:2', 'two.ts:3'],
    ]);
    expect(repeatedBlocks([{ name: 'one.ts', text: block }, { name: 'two.ts', text: block.replace('load(2)', 'load(3)') }])).toEqual([]);
    expect(repeatedBlocks([{ name: 'one.tsx', text: closers }, { name: 'two.tsx', text: closers }])).toEqual([]);
  });

  it('finds no block of six meaningful lines repeated in the hand-written source outside tests', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: workspaceRoot, encoding: 'utf8' })
      .split('\n')
      .filter(isSource)
      .map((name) => ({ name, text: readFileSync(path.join(workspaceRoot, name), 'utf8') }));
    expect(files.length).toBeGreaterThan(300);
    expect(repeatedBlocks(files)).toEqual([]);
  });
});
