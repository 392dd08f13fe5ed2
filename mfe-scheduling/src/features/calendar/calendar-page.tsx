import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { scheduleQueryOptions } from '@groombook/api-client';
import type { ScheduleBlock } from '@groombook/contracts';
import type { AppointmentListItem } from '@groombook/contracts/light';
import { addAppointmentAtSlotPath, ROUTES } from '@groombook/routes';
import { Badge, FailureAlert, Group, LinkButton, LoadingState, Page, Stack, Text, Button } from '@groombook/ui';
import { formatCalendarDate, timeToMinutes, todayIsoDate } from '@groombook/domain';
import { BlockTimeDialog, type BlockDraft } from './block-time-dialog';
import { CalendarBlock } from './calendar-block';
import { conflictTitles } from './calendar-conflicts';
import { groomerColumns, type GroomerColumn, type Placement } from './calendar-layout';
import { daysShown, useCalendarParams } from './calendar-params';
import { columnDay } from './calendar-schedule';
import { CalendarToolbar } from './calendar-toolbar';
import { DayGrid } from './day-grid';
import { useCalendarAppointments } from './use-calendar-appointments';
import { useCalendarMoves } from './use-calendar-moves';
import { WeekGrid } from './week-grid';
import './calendar.css';

/**
 * /calendar?date=YYYY-MM-DD[&view=week]: the salon's day, a column per groomer, or its week, a
 * row per groomer. Appointments are moved on the day view (dragged, or by their arrow keys) or on
 * their edit page; the outcome of a move shows at the top of the viewport. Hours outside each
 * groomer's working hours are shaded (still bookable), a day away is named in words, and blocks
 * of time ("Block time") are drawn beside the appointments; overlapping ones share the width.
 * It follows changes made elsewhere (another person, a customer's link) as they happen.
 */
export function CalendarPage() {
  const [params, updateParams] = useCalendarParams();
  const days = daysShown(params);
  const data = useCalendarAppointments(days);
  const moves = useCalendarMoves();
  const appointments = data.appointments.map(moves.placed);
  const conflicts = conflictTitles(appointments);
  const columns = groomerColumns(data.groomers, appointments);
  const heading = params.view === 'day' ? formatCalendarDate(params.date) : `Week of ${formatCalendarDate(days[0] ?? params.date)}`;
  const today = params.view === 'day' && params.date === todayIsoDate();
  const schedule = useQuery(scheduleQueryOptions(days[0] ?? params.date, days[days.length - 1] ?? params.date));
  const scheduleDays = new Map((schedule.data?.days ?? []).map((day) => [day.date, day]));
  const blocks = schedule.data?.blocks ?? [];
  const [draft, setDraft] = useState<BlockDraft | null>(null);
  const newBlock = (patch: Partial<BlockDraft> = {}) =>
    setDraft({ groomer_id: columns.find((column) => column.id !== null)?.id ?? '', date: params.date, time: '12:00', duration_minutes: 60, label: '', ...patch });
  const openBlock = (block: ScheduleBlock) => setDraft(block);

  const move = (appointment: AppointmentListItem, placement: Placement, column: GroomerColumn) => {
    const original = data.appointments.find((candidate) => candidate.id === appointment.id) ?? appointment;
    void moves.move(original, placement, column.name);
  };

  return (
    <Page title={ROUTES.calendar.title} actions={<LinkButton to={addAppointmentAtSlotPath({ date: params.date })}>Add Appointment</LinkButton>}>
      <CalendarToolbar params={params} onChange={(next) => updateParams(() => next)} onBlockTime={() => newBlock()} />
      <Group gap="xs">
        <Text fw={600} aria-live="polite" aria-current={today ? 'date' : undefined}>
          {heading}
        </Text>
        {today && (
          <Badge color="teal" variant="filled" aria-hidden="true">
            Today
          </Badge>
        )}
      </Group>
      {data.error ? (
        <FailureAlert title="Failed to load the calendar" error={data.error}>
          <Button variant="default" onClick={data.retry}>
            Retry
          </Button>
        </FailureAlert>
      ) : data.pending ? (
        <LoadingState label="Loading the calendar..." />
      ) : params.view === 'day' ? (
        <Stack gap="sm">
          <Untimed appointments={appointments} conflicts={conflicts} />
          <DayGrid
            date={params.date}
            columns={columns}
            appointments={appointments.filter((appointment) => timeToMinutes(appointment.time) !== null)}
            conflicts={conflicts}
            saving={moves.saving}
            onMove={move}
            blocks={blocks.filter((block) => block.date === params.date)}
            scheduleOf={(column) => columnDay(scheduleDays.get(params.date), column.id)}
            onOpenBlock={openBlock}
            onBlockSlot={(time, column) => newBlock({ time, groomer_id: column.id ?? '' })}
          />
        </Stack>
      ) : (
        <WeekGrid
          days={days}
          rows={columns}
          appointments={appointments}
          conflicts={conflicts}
          blocks={blocks}
          scheduleOf={(date, row) => columnDay(scheduleDays.get(date), row.id)}
          onOpenBlock={openBlock}
        />
      )}
      {schedule.isError && (
        <Text size="sm" c="dimmed">
          Working hours and blocks could not be loaded.
        </Text>
      )}
      <BlockTimeDialog draft={draft} groomers={columns} onClose={() => setDraft(null)} />
    </Page>
  );
}

/** The day's appointments without a time: they have no place on the axis, so they are listed above it. */
function Untimed({ appointments, conflicts }: { appointments: readonly AppointmentListItem[]; conflicts: ReadonlyMap<string, string> }) {
  const untimed = appointments.filter((appointment) => timeToMinutes(appointment.time) === null);
  if (untimed.length === 0) return null;
  return (
    <Group gap="xs" align="flex-start">
      <Text size="sm">Without a time:</Text>
      {untimed.map((appointment) => (
        <div key={appointment.id} className="gb-calendar-cell" style={{ minHeight: 0, border: 'none' }}>
          <CalendarBlock appointment={appointment} conflicts={conflicts.get(appointment.id)} />
        </div>
      ))}
    </Group>
  );
}
