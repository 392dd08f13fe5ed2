import { useRef, useState, type KeyboardEvent } from 'react';
import { nextSlot, type SlotPosition } from './calendar-keys';

/**
 * One Tab stop for a grid of empty slots (a roving tabindex): the slot last focused takes the
 * Tab, the arrow keys (and Home, End) move the focus from slot to slot, Enter or Space books it.
 */
export function useSlotFocus(size: { across: number; down: number }) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<SlotPosition>({ x: 0, y: 0 });
  // The grid may shrink (another day, fewer groomers): the Tab stop stays on a slot that exists.
  const current = { x: Math.min(active.x, Math.max(size.across - 1, 0)), y: Math.min(active.y, Math.max(size.down - 1, 0)) };

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const next = nextSlot(current, event.key, size);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-slot="${next.x}:${next.y}"]`)?.focus();
  }

  /** The props of the slot at (x, y). */
  function slotProps(x: number, y: number) {
    return {
      'data-slot': `${x}:${y}`,
      tabIndex: current.x === x && current.y === y ? 0 : -1,
      onKeyDown,
      onFocus: () => setActive({ x, y }),
    };
  }

  return { gridRef, slotProps };
}
