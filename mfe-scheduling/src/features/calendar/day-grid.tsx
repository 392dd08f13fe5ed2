import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import type { ScheduleBlock } from '@groombook/contracts';
import type { AppointmentListItem } from '@groombook/contracts/light';
import { addAppointmentAtSlotPath } from '@groombook/routes';
import { formatTime12h, minutesToTime, timeToMinutes, TIME_SLOTS } from '@groombook/domain';
import { showFeedback, VisuallyHidden } from '@groombook/ui';
import { useNavigate } from '@groombook/ui/router';
import { blockBox, dayWindow, hourMarks, PIXELS_PER_MINUTE, type GroomerColumn, type Placement } from './calendar-layout';
import { CalendarBlock } from './calendar-block';
import { laneInsets, laneLayout, type LanePlace } from './calendar-lanes';
import { offStretches, outsideWorking, type ColumnDay } from './calendar-schedule';
import { ScheduleBlockItem } from './schedule-block-item';
import { keyboardMove, slotTimes } from './calendar-keys';
import { useBlockDrag } from './use-block-drag';
import { useSlotFocus } from './use-slot-focus';

export interface DayGridProps {
  date: string;
  columns: readonly GroomerColumn[];
  /** The day's appointments with a time, where the calendar shows them. */
  appointments: readonly AppointmentListItem[];
  conflicts: ReadonlyMap<string, string>;
  saving: (id: string) => boolean;
  onMove: (appointment: AppointmentListItem, placement: Placement, column: GroomerColumn) => void;
  /** The day's blocks of time. */
  blocks?: readonly ScheduleBlock[];
  /** A column's working stretches and why it is away, when the schedule knows them. */
  scheduleOf?: (column: GroomerColumn) => ColumnDay | null;
  onOpenBlock?: (block: ScheduleBlock) => void;
  /** An empty slot's context menu: "Block time" from there. */
  onBlockSlot?: (time: string, column: GroomerColumn) => void;
}

/** The words a slot adds to its name when it lies outside the column's working hours. */
function slotNote(day: ColumnDay | null, time: string): string {
  if (!day) return '';
  if (day.away) return ` (${day.away})`;
  const start = timeToMinutes(time) ?? 0;
  return outsideWorking(day.working, start, TIME_SLOTS.stepMinutes) ? ' (outside working hours)' : '';
}

const WHOLE: LanePlace = { lane: 0, lanes: 1 };

const AXIS_WIDTH = '4.5rem';
/** Wide enough for a name and '10:30 AM – 12:00 PM' on a phone, where the grid scrolls sideways a groomer at a time. */
const COLUMN_WIDTH = 'minmax(10rem, 1fr)';

/**
 * One day: the time axis over the salon's hours and a column per groomer, their headings kept
 * in view while the grid scrolls. Blocks are placed by start and sized by duration; drag one to
 * move it, its bottom edge to resize it. Each column's empty half-hours are slots: a click, or
 * Enter on the one the arrow keys reach (the grid is one Tab stop), books it.
 */
export function DayGrid({ date, columns, appointments, conflicts, saving, onMove, blocks = [], scheduleOf = () => null, onOpenBlock, onBlockSlot }: DayGridProps) {
  const navigate = useNavigate();
  const columnRefs = useRef<(HTMLDivElement | null)[]>([]);
  // Working hours reaching before or after the usual day widen it too (a salon opening at 8:00).
  const working = columns.flatMap((column) => scheduleOf(column)?.working ?? []).map(({ start, end }) => ({ time: minutesToTime(start), duration_minutes: end - start }));
  const hours = dayWindow([...appointments, ...blocks, ...working]);
  const height = (hours.end - hours.start) * PIXELS_PER_MINUTE;

  const columnAt = (clientX: number) => {
    const index = columnRefs.current.findIndex((element) => {
      const box = element?.getBoundingClientRect();
      return box !== undefined && clientX >= box.left && clientX < box.right;
    });
    return index === -1 ? null : index;
  };
  const { preview, handlers, onClickCapture } = useBlockDrag({ hours, columns, columnAt, onDrop: onMove });
  const keyboardHint = useId();
  // The block moved with the keys is drawn again in its new place (another column is another
  // parent): the focus follows it there, until the person moves the focus elsewhere.
  const keepFocus = useRef<string | null>(null);
  useEffect(() => {
    const id = keepFocus.current;
    if (!id || (document.activeElement && document.activeElement !== document.body)) return;
    document.querySelector<HTMLElement>(`[data-appointment-id="${id}"] a`)?.focus();
  });

  /** Up and down move a focused block by 15 minutes, left and right to the next groomer's column; at an edge it says why not. */
  function moveWithKeys(appointment: AppointmentListItem, event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const outcome = keyboardMove(appointment, event.key, columns, hours);
    if (!outcome) return;
    event.preventDefault();
    if ('refusal' in outcome) {
      showFeedback({ tone: 'failure', message: outcome.refusal });
      return;
    }
    keepFocus.current = appointment.id;
    onMove(appointment, outcome.placement, outcome.column);
  }

  const times = slotTimes(hours);
  const slots = useSlotFocus({ across: columns.length, down: times.length });
  const slotHeight = (times.length > 0 ? (hours.end - hours.start) / times.length : 0) * PIXELS_PER_MINUTE;

  const hourStyle = {
    '--gb-calendar-hour': `${60 * PIXELS_PER_MINUTE}px`,
    '--gb-calendar-hour-offset': `${((60 - (hours.start % 60)) % 60) * PIXELS_PER_MINUTE}px`,
    height,
  } as CSSProperties;

  return (
    <div className="gb-calendar-scroll" ref={slots.gridRef}>
      <VisuallyHidden id={keyboardHint}>Arrow keys move it: up and down by 15 minutes, left and right to another groomer.</VisuallyHidden>
      <div className="gb-calendar-day" style={{ gridTemplateColumns: `${AXIS_WIDTH} repeat(${columns.length}, ${COLUMN_WIDTH})` }}>
        <div className="gb-calendar-head gb-calendar-corner" aria-hidden="true" />
        {columns.map((column) => {
          const away = scheduleOf(column)?.away;
          return (
            <div key={column.id ?? 'none'} className="gb-calendar-head" data-calendar-heading={column.name} title={column.name}>
              {column.name}
              {away && <span className="gb-calendar-away">{away}</span>}
            </div>
          );
        })}
        <div className="gb-calendar-axis" style={{ height }} aria-hidden="true">
          {hourMarks(hours).map((minutes) => (
            // The first hour's label sits below its line rather than across the column headings.
            <span key={minutes} style={{ top: (minutes - hours.start) * PIXELS_PER_MINUTE, transform: minutes === hours.start ? 'none' : undefined }}>
              {formatTime12h(minutesToTime(minutes))}
            </span>
          ))}
        </div>
        {columns.map((column, index) => {
          const dropping = preview !== null && preview.placement.groomer_id === column.id;
          const day = scheduleOf(column);
          const own = blocks.filter((block) => column.id !== null && block.groomer_id === column.id);
          const placed = appointments.map((appointment) => (preview?.id === appointment.id ? { ...appointment, ...preview.placement } : appointment));
          const lanes = laneLayout([
            ...placed.filter((shown) => shown.groomer_id === column.id).map((shown) => itemOf(shown.id, shown.time, shown.duration_minutes)),
            ...own.map((block) => itemOf(`block:${block.id}`, block.time, block.duration_minutes)),
          ]);
          return (
            <div
              key={column.id ?? 'none'}
              ref={(element) => {
                columnRefs.current[index] = element;
              }}
              className="gb-calendar-column"
              data-calendar-column={column.name}
              data-drop-target={dropping ? 'true' : undefined}
              style={hourStyle}
              data-away={day?.away ? 'true' : undefined}
              onClickCapture={onClickCapture}
            >
              {day &&
                offStretches(day.working, hours).map((off) => (
                  <div
                    key={off.start}
                    className="gb-calendar-off"
                    aria-hidden="true"
                    style={{ top: (off.start - hours.start) * PIXELS_PER_MINUTE, height: (off.end - off.start) * PIXELS_PER_MINUTE }}
                  />
                ))}
              {times.map((time, row) => (
                <button
                  key={time}
                  type="button"
                  className="gb-calendar-slot"
                  style={{ top: row * slotHeight, height: slotHeight }}
                  aria-label={`Book ${formatTime12h(time)} ${column.id ? `with ${column.name}` : 'without a groomer'}${slotNote(day, time)}`}
                  onClick={() => void navigate(addAppointmentAtSlotPath({ date, time, groomerId: column.id }))}
                  onContextMenu={
                    onBlockSlot && column.id !== null
                      ? (event) => {
                          event.preventDefault();
                          onBlockSlot(time, column);
                        }
                      : undefined
                  }
                  {...slots.slotProps(index, row)}
                >
                  <span aria-hidden="true">{formatTime12h(time)}</span>
                </button>
              ))}
              {appointments.map((appointment) => {
                const dragged = preview?.id === appointment.id;
                const shown = dragged ? { ...appointment, ...preview.placement } : appointment;
                if (shown.groomer_id !== column.id) return null;
                const box = blockBox({ time: shown.time ?? '', duration_minutes: shown.duration_minutes }, hours);
                const busy = saving(appointment.id);
                return (
                  <CalendarBlock
                    key={appointment.id}
                    appointment={shown}
                    conflicts={conflicts.get(appointment.id)}
                    saving={busy}
                    dragging={dragged}
                    style={{ top: box.top, height: box.height, ...laneInsets(lanes.get(appointment.id) ?? WHOLE) }}
                    {...(busy ? {} : handlers(appointment, 'move'))}
                    onKeyDown={busy ? undefined : (event) => moveWithKeys(appointment, event)}
                    onBlur={(event) => {
                      if (event.relatedTarget) keepFocus.current = null;
                    }}
                    resizeHandlers={busy ? undefined : handlers(appointment, 'resize')}
                    keyboardHint={keyboardHint}
                  />
                );
              })}
              {own.map((block) => {
                const box = blockBox(block, hours);
                return (
                  <ScheduleBlockItem
                    key={block.id}
                    block={block}
                    style={{ top: box.top, height: box.height, ...laneInsets(lanes.get(`block:${block.id}`) ?? WHOLE) }}
                    onOpen={(chosen) => onOpenBlock?.(chosen)}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** An appointment or block as the lanes see it: its minutes of the day. */
function itemOf(id: string, time: string | null, durationMinutes: number) {
  const start = timeToMinutes(time) ?? 0;
  return { id, start, end: start + durationMinutes };
}
