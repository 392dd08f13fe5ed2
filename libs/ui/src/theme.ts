import { createTheme, rem } from '@mantine/core';
import { BREAKPOINTS_PX } from '@groombook/domain';

const em = (px: number) => `${px / 16}em`;

/**
 * The product's Mantine theme. `xs` is the dialog full-screen breakpoint (500px),
 * `sm` the table/navigation breakpoint (768px) of the specification.
 */
export const theme = createTheme({
  primaryColor: 'teal',
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
});

/** Media queries matching the specification's breakpoints ("or narrower"). */
export const MEDIA = {
  dialogFullScreen: `(max-width: ${BREAKPOINTS_PX.dialogFullScreen}px)`,
  mobile: `(max-width: ${BREAKPOINTS_PX.mobile}px)`,
} as const;
