import { useRef, type CSSProperties, type MouseEvent } from 'react';
import type { AppointmentListItem } from '@groombook/contracts';
import { addAppointmentAtSlotPath } from '@groombook/routes';
import { formatTime12h, minutesToTime } from '@groombook/domain';
import { useNavigate } from '@groombook/ui/router';
import { blockBox, dayWindow, hourMarks, PIXELS_PER_MINUTE, slotTimeAt, type GroomerColumn, type Placement } from './calendar-layout';
import { CalendarBlock } from './calendar-block';
import { useBlockDrag } from './use-block-drag';

export interface DayGridProps {
  date: string;
  columns: readonly GroomerColumn[];
  /** The day's appointments with a time, where the calendar shows them. */
  appointments: readonly AppointmentListItem[];
  conflicts: ReadonlyMap<string, string>;
  saving: (id: string) => boolean;
  onMove: (appointment: AppointmentListItem, placement: Placement, column: GroomerColumn) => void;
}

const AXIS_WIDTH = '4.5rem';
const COLUMN_WIDTH = 'minmax(9rem, 1fr)';

/**
 * One day: the time axis over the salon's hours and a column per groomer. Blocks are placed by
 * start and sized by duration; drag one to move it, its bottom edge to resize it; a click on an
 * empty place books that slot.
 */
export function DayGrid({ date, columns, appointments, conflicts, saving, onMove }: DayGridProps) {
  const navigate = useNavigate();
  const columnRefs = useRef<(HTMLDivElement | null)[]>([]);
  const hours = dayWindow(appointments);
  const height = (hours.end - hours.start) * PIXELS_PER_MINUTE;

  const columnAt = (clientX: number) => {
    const index = columnRefs.current.findIndex((element) => {
      const box = element?.getBoundingClientRect();
      return box !== undefined && clientX >= box.left && clientX < box.right;
    });
    return index === -1 ? null : index;
  };
  const { preview, handlers, onClickCapture } = useBlockDrag({ hours, columns, columnAt, onDrop: onMove });

  function bookSlot(column: GroomerColumn, event: MouseEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    const offset = event.clientY - event.currentTarget.getBoundingClientRect().top;
    navigate(addAppointmentAtSlotPath({ date, time: slotTimeAt(offset, hours), groomerId: column.id }));
  }

  const hourStyle = {
    '--gb-calendar-hour': `${60 * PIXELS_PER_MINUTE}px`,
    '--gb-calendar-hour-offset': `${((60 - (hours.start % 60)) % 60) * PIXELS_PER_MINUTE}px`,
    height,
  } as CSSProperties;

  return (
    <div className="gb-calendar-scroll">
      <div className="gb-calendar-day" style={{ gridTemplateColumns: `${AXIS_WIDTH} repeat(${columns.length}, ${COLUMN_WIDTH})` }}>
        <div className="gb-calendar-head" aria-hidden="true" />
        {columns.map((column) => (
          <div key={column.id ?? 'none'} className="gb-calendar-head" title={column.name}>
            {column.name}
          </div>
        ))}
        <div className="gb-calendar-axis" style={{ height }} aria-hidden="true">
          {hourMarks(hours).map((minutes) => (
            <span key={minutes} style={{ top: (minutes - hours.start) * PIXELS_PER_MINUTE }}>
              {formatTime12h(minutesToTime(minutes))}
            </span>
          ))}
        </div>
        {columns.map((column, index) => {
          const dropping = preview !== null && preview.placement.groomer_id === column.id;
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
              onClick={(event) => bookSlot(column, event)}
              onClickCapture={onClickCapture}
            >
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
                    style={{ top: box.top, height: box.height }}
                    {...(busy ? {} : handlers(appointment, 'move'))}
                    resizeHandlers={busy ? undefined : handlers(appointment, 'resize')}
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
