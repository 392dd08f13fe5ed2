import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterAppointmentChange } from '@groombook/api-client';
import type { AppointmentListItem } from '@groombook/contracts/light';
import type { AppointmentStatus } from '@groombook/domain';
import { changeAppointmentStatus, todayQueryKey, type TodayData } from './today-data';

/** A move the API refused or that could not be sent: its title says which, the error why. */
export interface MoveFailure {
  title: string;
  error: unknown;
}

type Change = (input: { id: string; status: AppointmentStatus }) => Promise<AppointmentListItem>;

/**
 * The day's one-click moves. A moved appointment shows its new status at once while the one
 * request runs (its button is busy, so a second click sends nothing); the answer takes its place
 * in the day and the day is read again. A refusal or failure puts the old status back and says why.
 */
export function useStatusMoves(change: Change = changeAppointmentStatus) {
  const client = useQueryClient();
  const [moving, setMoving] = useState<Record<string, AppointmentStatus>>({});
  const [failure, setFailure] = useState<MoveFailure | null>(null);

  const move = useCallback(
    async (appointment: AppointmentListItem, to: AppointmentStatus, failureTitle: string) => {
      setFailure(null);
      setMoving((current) => ({ ...current, [appointment.id]: to }));
      try {
        const saved = await change({ id: appointment.id, status: to });
        client.setQueryData<TodayData>(todayQueryKey, (day) =>
          day ? { ...day, appointments: day.appointments.map((a) => (a.id === saved.id ? saved : a)) } : day,
        );
        refreshAfterAppointmentChange(client);
      } catch (error) {
        setFailure({ title: failureTitle, error });
      } finally {
        setMoving(({ [appointment.id]: _done, ...rest }) => rest);
      }
    },
    [change, client],
  );

  const shown = useCallback(
    (appointment: AppointmentListItem): AppointmentListItem => {
      const status = moving[appointment.id];
      return status ? { ...appointment, status } : appointment;
    },
    [moving],
  );

  return { move, shown, isMoving: (id: string) => id in moving, failure, dismissFailure: () => setFailure(null) };
}
