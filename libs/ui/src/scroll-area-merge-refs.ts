import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * Stands in for `@floating-ui/react` where Mantine's ScrollArea imports it (libs/federation's
 * build config swaps the module for this file there). ScrollArea uses one small hook of it,
 * `useMergeRefs`, but imports the whole module, and the modal, the drawer and the table are
 * built on ScrollArea: without this every first page would load all of floating-ui (about
 * 20 KB gzip), which only the menus, tooltips and selects need.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
