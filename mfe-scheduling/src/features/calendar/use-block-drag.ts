import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent } from 'react';
import type { AppointmentListItem } from '@groombook/contracts/light';
import { movedTime, resizedDuration, type DayWindow, type GroomerColumn, type Placement } from './calendar-layout';

/** Pointer travel under which a press is a click (open the appointment), not a drag. */
const CLICK_SLOP_PX = 4;

type DragMode = 'move' | 'resize';

interface Drag {
  appointment: AppointmentListItem;
  mode: DragMode;
  x: number;
  y: number;
  moved: boolean;
}

export interface DragPreview {
  id: string;
  placement: Placement;
}

interface BlockDragOptions {
  hours: DayWindow;
  columns: readonly GroomerColumn[];
  /** The column under a horizontal position on screen, by index, or null outside them. */
  columnAt: (clientX: number) => number | null;
  onDrop: (appointment: AppointmentListItem, placement: Placement, column: GroomerColumn) => void;
}

/**
 * Dragging a block of the day view with any pointer (mouse, pen, touch): its body moves it in
 * time and across groomers' columns, its bottom edge changes its duration, both in 15-minute
 * steps. `preview` is where it would land; the drop hands the placement to `onDrop`.
 */
export function useBlockDrag({ hours, columns, columnAt, onDrop }: BlockDragOptions) {
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);
  const [preview, setPreview] = useState<DragPreview | null>(null);

  function placementOf(current: Drag, clientX: number, clientY: number): { placement: Placement; column: GroomerColumn } {
    const { appointment, mode } = current;
    const dy = clientY - current.y;
    const original = columns.find((column) => column.id === appointment.groomer_id) ?? { id: appointment.groomer_id, name: '' };
    const index = mode === 'move' ? columnAt(clientX) : null;
    const column = (index === null ? undefined : columns[index]) ?? original;
    const time = appointment.time ?? '';
    return {
      column,
      placement: {
        date: appointment.date,
        time: mode === 'move' ? movedTime(time, appointment.duration_minutes, dy, hours) : time,
        groomer_id: column.id,
        duration_minutes: mode === 'resize' ? resizedDuration(appointment.duration_minutes, dy) : appointment.duration_minutes,
      },
    };
  }

  /** Moves and the release are followed on the whole window: a pointer soon leaves a block's thin bottom edge. */
  const listening = useRef<AbortController | null>(null);

  function start(appointment: AppointmentListItem, mode: DragMode, event: ReactPointerEvent<HTMLElement>) {
    if (event.button !== 0 || drag.current) return;
    event.stopPropagation();
    drag.current = { appointment, mode, x: event.clientX, y: event.clientY, moved: false };
    swallowClick.current = false;
    const controller = new AbortController();
    listening.current = controller;
    globalThis.addEventListener('pointermove', follow, { signal: controller.signal });
    globalThis.addEventListener('pointerup', finish, { signal: controller.signal });
    globalThis.addEventListener('pointercancel', cancel, { signal: controller.signal });
  }

  function follow(event: PointerEvent) {
    const current = drag.current;
    if (!current) return;
    if (!current.moved && Math.hypot(event.clientX - current.x, event.clientY - current.y) < CLICK_SLOP_PX) return;
    current.moved = true;
    setPreview({ id: current.appointment.id, placement: placementOf(current, event.clientX, event.clientY).placement });
  }

  function stop(): Drag | null {
    const current = drag.current;
    drag.current = null;
    listening.current?.abort();
    listening.current = null;
    setPreview(null);
    return current;
  }

  function finish(event: PointerEvent) {
    const current = stop();
    if (!current?.moved) return;
    // The release on a block's link clicks it: that click, dispatched before any timer runs, must
    // not open the appointment, and a release elsewhere, which clicks nothing, must not swallow the next one.
    swallowClick.current = true;
    setTimeout(() => {
      swallowClick.current = false;
    }, 0);
    const { placement, column } = placementOf(current, event.clientX, event.clientY);
    onDrop(current.appointment, placement, column);
  }

  function cancel() {
    stop();
  }

  useEffect(() => () => listening.current?.abort(), []);

  /** The handler of a block (mode 'move') and of its bottom edge ('resize'). */
  function handlers(appointment: AppointmentListItem, mode: DragMode) {
    return { onPointerDown: (event: ReactPointerEvent<HTMLElement>) => start(appointment, mode, event) };
  }

  function onClickCapture(event: ReactMouseEvent) {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }

  return { preview, handlers, onClickCapture };
}
