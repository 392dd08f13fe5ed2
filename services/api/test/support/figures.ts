/**
 * The figures a proof prints beside its assertions (requests fuzzed, 5xx seen, wrong-tenant rows,
 * jobs lost or doubled, p95 per route), one block per proof, so that CI's log shows what was
 * measured and not only that it passed.
 */
export function printFigures(title: string, figures: Record<string, string | number>): void {
  const width = Math.max(...Object.keys(figures).map((name) => name.length));
  const lines = Object.entries(figures).map(([name, value]) => `  ${name.padEnd(width)}  ${value}`);
  process.stdout.write(`\n[figures] ${title}\n${lines.join('\n')}\n`);
}
