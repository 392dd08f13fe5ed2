import { createTheme, DEFAULT_THEME, rem, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { BREAKPOINTS_PX } from '@groombook/domain';

const em = (px: number) => `${px / 16}em`;

/**
 * The shade of every colour that fills a button or badge under white text, and colours text
 * (`c="red"`, links): 8, one darker on hover. Mantine's usual 6 gives white text 2.4:1 to 3.6:1
 * on green, teal, red and blue; the rule here is 4.5:1 or more (WCAG AA) everywhere.
 */
const FILLED_SHADE = 8;

/**
 * Mantine's palette `name` with its two darkest shades replaced, for the palettes whose own
 * shade 8 gives white text less than 4.5:1, or whose shade 9 reads at less than 4.5:1 on its
 * shade 1 (a light badge or alert). The hue stays; only the lightness drops.
 */
function withDarkerEnd(name: string, shade8: string, shade9: string): MantineColorsTuple {
  const shades = DEFAULT_THEME.colors[name];
  if (!shades) throw new Error(`Mantine has no palette named ${name}`);
  return [...shades.slice(0, 8), shade8, shade9] as unknown as MantineColorsTuple;
}

/** `theme.test.ts` checks every palette of the theme against the rules above. */
const COLORS = {
  teal: withDarkerEnd('teal', '#087a57', '#066548'),
  green: withDarkerEnd('green', '#257d36', '#21692f'),
  cyan: withDarkerEnd('cyan', '#0b7586', '#096272'),
  lime: withDarkerEnd('lime', '#4b7c0b', '#406709'),
  yellow: withDarkerEnd('yellow', '#a15e00', '#8f4a00'),
  orange: withDarkerEnd('orange', '#b84609', '#a0350b'),
};

/**
 * Secondary text (`c="dimmed"`): 4.5:1 or more on white, on the light gray of cards and table
 * stripes and on the light green of the active header link. Mantine's (gray 6) gives 3.3:1 on white.
 */
export const DIMMED_TEXT_COLOR = '#5c636a';

/** The colours of the light scheme that the theme object cannot set; given to MantineProvider beside the theme. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT_COLOR,
    // A field's error message under it: Mantine's red 6 gives 3.3:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/**
 * The product's Mantine theme. `xs` is the dialog full-screen breakpoint (500px),
 * `sm` the mobile breakpoint (768px), where the tables and the navigation change layout.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: FILLED_SHADE, dark: FILLED_SHADE },
  colors: COLORS,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
  breakpoints: {
    xs: em(BREAKPOINTS_PX.dialogFullScreen),
    sm: em(BREAKPOINTS_PX.mobile),
    md: em(992),
    lg: em(1200),
    xl: em(1400),
  },
  other: { headerHeight: rem(60) },
  components: {
    // A dialog's or the drawer's title bar is not the page's banner: Mantine draws it as a <header>,
    // which assistive technology lists as a second banner landmark beside the page's.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

/** Media queries of the product's breakpoints ("or narrower", except where said). */
export const MEDIA = {
  dialogFullScreen: `(max-width: ${BREAKPOINTS_PX.dialogFullScreen}px)`,
  mobile: `(max-width: ${BREAKPOINTS_PX.mobile}px)`,
  /** Narrower than the mobile breakpoint, where the header's links move into a drawer (768px itself gets the full header). */
  navigationDrawer: `(max-width: ${BREAKPOINTS_PX.mobile - 0.02}px)`,
} as const;
