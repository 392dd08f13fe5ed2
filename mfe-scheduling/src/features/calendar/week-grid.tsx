import type { KeyboardEvent, MouseEvent } from 'react';
import type { ScheduleBlock } from '@groombook/contracts';
import type { AppointmentListItem } from '@groombook/contracts/light';
import { addAppointmentAtSlotPath, calendarPath } from '@groombook/routes';
import { formatCalendarDate, timeToMinutes, todayIsoDate } from '@groombook/domain';
import { showFeedback } from '@groombook/ui';
import { Link, useNavigate } from '@groombook/ui/router';
import type { GroomerColumn } from './calendar-layout';
import { CalendarBlock } from './calendar-block';
import { laneGroups } from './calendar-lanes';
import type { ColumnDay } from './calendar-schedule';
import { ScheduleBlockItem } from './schedule-block-item';
import { weekMoveRefusal } from './calendar-keys';
import { useSlotFocus } from './use-slot-focus';

export interface WeekGridProps {
  days: readonly string[];
  rows: readonly GroomerColumn[];
  appointments: readonly AppointmentListItem[];
  conflicts: ReadonlyMap<string, string>;
  blocks?: readonly ScheduleBlock[];
  /** A row's day as the schedule knows it (working, or why away). */
  scheduleOf?: (date: string, row: GroomerColumn) => ColumnDay | null;
  onOpenBlock?: (block: ScheduleBlock) => void;
}

const byTime = (a: AppointmentListItem, b: AppointmentListItem) => (timeToMinutes(a.time) ?? -1) - (timeToMinutes(b.time) ?? -1);

/** 'Wed, Nov 18': a day's heading, its year in the page's heading. */
const shortDate = (day: string) => formatCalendarDate(day).replace(/, \d{4}$/, '');

/**
 * A week: a row per groomer, a cell per day holding its appointments in time order, the day
 * headings and groomer names kept in view while the grid scrolls, today marked. A day's heading
 * opens that day (where blocks are moved). Each cell ends in a slot that books that day with
 * that groomer, by a click or by Enter on the slot the arrow keys reach (one Tab stop).
 */
export function WeekGrid({ days, rows, appointments, conflicts, blocks = [], scheduleOf = () => null, onOpenBlock = () => undefined }: WeekGridProps) {
  const navigate = useNavigate();
  const today = todayIsoDate();
  const slots = useSlotFocus({ across: days.length, down: rows.length });

  const book = (date: string, row: GroomerColumn) => void navigate(addAppointmentAtSlotPath({ date, groomerId: row.id }));

  return (
    <div className="gb-calendar-scroll" ref={slots.gridRef}>
      <div className="gb-calendar-week">
        <div className="gb-calendar-head gb-calendar-corner">Groomer</div>
        {days.map((day) => (
          <div key={day} className="gb-calendar-head" data-calendar-heading={day} data-today={day === today ? 'true' : undefined}>
            <Link to={calendarPath(day)} aria-current={day === today ? 'date' : undefined}>
              {shortDate(day)}
            </Link>
            {day === today && (
              <span className="gb-calendar-today" aria-hidden="true">
                Today
              </span>
            )}
          </div>
        ))}
        {rows.map((row, y) => (
          <WeekRow
            key={row.id ?? 'none'}
            row={row}
            days={days}
            today={today}
            appointments={appointments}
            conflicts={conflicts}
            blocks={blocks}
            scheduleOf={scheduleOf}
            onOpenBlock={onOpenBlock}
            onBook={book}
            slotProps={(x) => slots.slotProps(x, y)}
          />
        ))}
      </div>
    </div>
  );
}

interface WeekRowProps extends Omit<WeekGridProps, 'rows' | 'blocks' | 'scheduleOf' | 'onOpenBlock'> {
  blocks: readonly ScheduleBlock[];
  scheduleOf: (date: string, row: GroomerColumn) => ColumnDay | null;
  onOpenBlock: (block: ScheduleBlock) => void;
  row: GroomerColumn;
  today: string;
  onBook: (date: string, row: GroomerColumn) => void;
  slotProps: (x: number) => ReturnType<ReturnType<typeof useSlotFocus>['slotProps']>;
}

/** An arrow key on a block of the week says where blocks are moved, rather than nothing. */
function refuseWeekMove(appointment: AppointmentListItem, event: KeyboardEvent<HTMLDivElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const refusal = weekMoveRefusal(appointment, event.key);
  if (!refusal) return;
  event.preventDefault();
  showFeedback({ tone: 'failure', message: refusal });
}

/** An appointment or a block of a cell, with its minutes of the day for the lanes (no time: before the rest). */
type CellItem = { id: string; start: number; end: number } & ({ appointment: AppointmentListItem } | { block: ScheduleBlock });

function cellItems(appointments: readonly AppointmentListItem[], blocks: readonly ScheduleBlock[]): CellItem[] {
  // Each appointment without a time gets a minute of its own before midnight: listed first, overlapping nothing.
  let untimed = -1000;
  const stretch = (time: string | null, duration: number) => {
    const start = timeToMinutes(time);
    if (start === null) return { start: (untimed += 2), end: untimed + 1 };
    return { start, end: start + Math.max(1, duration) };
  };
  return [
    ...appointments.map((appointment) => ({ id: appointment.id, ...stretch(appointment.time, appointment.duration_minutes), appointment })),
    ...blocks.map((block) => ({ id: `block:${block.id}`, ...stretch(block.time, block.duration_minutes), block })),
  ];
}

function WeekRow({ row, days, today, appointments, conflicts, blocks, scheduleOf, onOpenBlock, onBook, slotProps }: WeekRowProps) {
  const mine = appointments.filter((appointment) => appointment.groomer_id === row.id).sort(byTime);
  const bookGap = (day: string, event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onBook(day, row);
  };
  return (
    <>
      <div className="gb-calendar-head gb-calendar-row-head" title={row.name}>
        {row.name}
      </div>
      {days.map((day, x) => {
        const away = scheduleOf(day, row)?.away ?? null;
        const items = cellItems(
          mine.filter((appointment) => appointment.date === day),
          blocks.filter((block) => row.id !== null && block.groomer_id === row.id && block.date === day),
        );
        const draw = (item: CellItem) =>
          'appointment' in item ? (
            <CalendarBlock
              key={item.id}
              appointment={item.appointment}
              conflicts={conflicts.get(item.appointment.id)}
              onKeyDown={(event) => refuseWeekMove(item.appointment, event)}
            />
          ) : (
            <ScheduleBlockItem key={item.id} block={item.block} onOpen={onOpenBlock} />
          );
        return (
          <div
            key={day}
            className="gb-calendar-cell"
            data-calendar-cell={`${row.name} ${day}`}
            data-today={day === today ? 'true' : undefined}
            data-away={away ? 'true' : undefined}
            onClick={(event) => bookGap(day, event)}
          >
            {away && <span className="gb-calendar-away">{away}</span>}
            {laneGroups(items).map((group) =>
              group.length === 1 ? (
                group[0]?.map(draw)
              ) : (
                <div key={group[0]?.[0]?.id} className="gb-calendar-lanes" style={{ gridTemplateColumns: `repeat(${group.length}, minmax(0, 1fr))` }}>
                  {group.map((lane) => (
                    <div key={lane[0]?.id} className="gb-calendar-lane">
                      {lane.map(draw)}
                    </div>
                  ))}
                </div>
              ),
            )}
            <button
              type="button"
              className="gb-calendar-slot"
              aria-label={`Book ${formatCalendarDate(day)} ${row.id ? `with ${row.name}` : 'without a groomer'}${away ? ` (${away})` : ''}`}
              onClick={() => onBook(day, row)}
              {...slotProps(x)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
        );
      })}
    </>
  );
}
