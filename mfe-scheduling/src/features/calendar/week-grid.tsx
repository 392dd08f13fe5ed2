import type { MouseEvent } from 'react';
import type { AppointmentListItem } from '@groombook/contracts';
import { addAppointmentAtSlotPath, calendarPath } from '@groombook/routes';
import { formatCalendarDate, timeToMinutes } from '@groombook/domain';
import { Link, useNavigate } from '@groombook/ui/router';
import type { GroomerColumn } from './calendar-layout';
import { CalendarBlock } from './calendar-block';

export interface WeekGridProps {
  days: readonly string[];
  rows: readonly GroomerColumn[];
  appointments: readonly AppointmentListItem[];
  conflicts: ReadonlyMap<string, string>;
}

const byTime = (a: AppointmentListItem, b: AppointmentListItem) => (timeToMinutes(a.time) ?? -1) - (timeToMinutes(b.time) ?? -1);

/**
 * A week: a row per groomer, a cell per day holding its appointments in time order. A day's
 * heading opens that day (where blocks are dragged); a click on a cell's empty space books
 * that day with that groomer.
 */
export function WeekGrid({ days, rows, appointments, conflicts }: WeekGridProps) {
  const navigate = useNavigate();

  function bookDay(date: string, row: GroomerColumn, event: MouseEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    void navigate(addAppointmentAtSlotPath({ date, groomerId: row.id }));
  }

  return (
    <div className="gb-calendar-scroll">
      <div className="gb-calendar-week">
        <div className="gb-calendar-head">Groomer</div>
        {days.map((day) => (
          <div key={day} className="gb-calendar-head">
            <Link to={calendarPath(day)}>{formatCalendarDate(day).replace(/, \d{4}$/, '')}</Link>
          </div>
        ))}
        {rows.map((row) => (
          <WeekRow key={row.id ?? 'none'} row={row} days={days} appointments={appointments} conflicts={conflicts} onBook={bookDay} />
        ))}
      </div>
    </div>
  );
}

interface WeekRowProps extends Omit<WeekGridProps, 'rows'> {
  row: GroomerColumn;
  onBook: (date: string, row: GroomerColumn, event: MouseEvent<HTMLDivElement>) => void;
}

function WeekRow({ row, days, appointments, conflicts, onBook }: WeekRowProps) {
  const mine = appointments.filter((appointment) => appointment.groomer_id === row.id).sort(byTime);
  return (
    <>
      <div className="gb-calendar-head" title={row.name}>
        {row.name}
      </div>
      {days.map((day) => (
        <div key={day} className="gb-calendar-cell" data-calendar-cell={`${row.name} ${day}`} onClick={(event) => onBook(day, row, event)}>
          {mine
            .filter((appointment) => appointment.date === day)
            .map((appointment) => (
              <CalendarBlock key={appointment.id} appointment={appointment} conflicts={conflicts.get(appointment.id)} />
            ))}
        </div>
      ))}
    </>
  );
}
