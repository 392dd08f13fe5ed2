import type { CSSProperties } from 'react';

/**
 * Badge styles that keep the whole word: a Mantine badge otherwise shrinks with its row or table
 * cell and ends in an ellipsis ('ACTI...') on a phone.
 */
export const UNCLIPPED_BADGE: { styles: { root: CSSProperties; label: CSSProperties } } = {
  styles: { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } },
};
