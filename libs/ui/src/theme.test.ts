import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, getPrimaryShade, luminance, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, DIMMED_TEXT_COLOR, theme } from './theme';

/** WCAG's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Shade `index` of a palette (every palette has ten). */
function shade(shades: readonly string[], index: number): string {
  const color = shades[index];
  if (color === undefined) throw new Error(`No shade ${index}`);
  return color;
}

const AA = 4.5;
const WHITE = '#ffffff';
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const filled = getPrimaryShade(merged, 'light');
const palettes = Object.entries(merged.colors).map(([name, shades]) => [name, shades] as const);

describe('the theme reads at 4.5:1 or more (WCAG AA)', () => {
  it('fills with a dark shade', () => {
    expect(filled).toBe(8);
  });

  it.each(palettes)('%s: white text on its filled shade and on its hover; the shade as text on white', (_, shades) => {
    expect(contrast(WHITE, shade(shades, filled))).toBeGreaterThanOrEqual(AA);
    expect(contrast(WHITE, shade(shades, filled === 9 ? 8 : filled + 1))).toBeGreaterThanOrEqual(AA);
  });

  // Mantine's light variant (badges, alerts, light buttons) writes shade 9 on shade 1.
  it.each(palettes)('%s: its light variant', (_, shades) => {
    expect(contrast(shade(shades, 9), shade(shades, 1))).toBeGreaterThanOrEqual(AA);
  });

  it('the primary colour on its light shade, as the active header link shows it', () => {
    const teal = merged.colors.teal;
    expect(contrast(shade(teal, filled), shade(teal, 1))).toBeGreaterThanOrEqual(AA);
  });

  it('dimmed text on white, on the light grays and on the light green', () => {
    const { gray, teal } = merged.colors;
    for (const background of [WHITE, shade(gray, 0), shade(gray, 1), shade(teal, 1)]) {
      expect(contrast(DIMMED_TEXT_COLOR, background), background).toBeGreaterThanOrEqual(AA);
    }
  });

  it('gives MantineProvider the dimmed colour, and an error colour of the red palette that reads on white', () => {
    const { light } = cssVariablesResolver(merged);
    expect(light['--mantine-color-dimmed']).toBe(DIMMED_TEXT_COLOR);
    const errorShade = /^var\(--mantine-color-red-(\d)\)$/.exec(light['--mantine-color-error'] ?? '')?.[1];
    expect(errorShade).toBeDefined();
    expect(contrast(shade(merged.colors.red, Number(errorShade)), WHITE)).toBeGreaterThanOrEqual(AA);
  });
});
