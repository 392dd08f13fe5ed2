import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  appointmentsQueryKey,
  fetchGroomerConflicts,
  refreshAfterAppointmentChange,
  unwrap,
  updateAppointment,
} from '@groombook/api-client';
import type { AppointmentListItem } from '@groombook/contracts/light';
import { showFeedback } from '@groombook/ui';
import type { Placement } from './calendar-layout';
import { samePlacement, saveMove, type MoveServices } from './calendar-move';

const services: MoveServices = {
  checkConflicts: (params) => fetchGroomerConflicts(params),
  update: async (input) => (await unwrap(updateAppointment(input))).appointment,
};

/** Puts the saved appointment in every cached month list that holds it, so the block stays where it was dropped. */
function withSaved(list: AppointmentListItem[] | undefined, saved: AppointmentListItem): AppointmentListItem[] | undefined {
  return list?.map((appointment) => (appointment.id === saved.id ? saved : appointment));
}

/**
 * The calendar's moves: a dropped block shows at once where it was dropped (`placements`) while
 * its save runs, and goes back where it was when the save is refused or fails. The outcome, the
 * reason of a refusal included, shows at the top of the viewport (showFeedback).
 */
export function useCalendarMoves(moveServices: MoveServices = services) {
  const client = useQueryClient();
  const [placements, setPlacements] = useState<Record<string, Placement>>({});

  const move = useCallback(
    async (appointment: AppointmentListItem, placement: Placement, groomerName: string) => {
      if (samePlacement(appointment, placement)) return;
      setPlacements((current) => ({ ...current, [appointment.id]: placement }));
      const outcome = await saveMove(appointment, placement, groomerName, moveServices);
      if (outcome.appointment) {
        const saved = outcome.appointment;
        client.setQueriesData<AppointmentListItem[]>({ queryKey: [...appointmentsQueryKey, 'month-all'] }, (list) => withSaved(list, saved));
        refreshAfterAppointmentChange(client);
      }
      setPlacements(({ [appointment.id]: _done, ...rest }) => rest);
      showFeedback(outcome.feedback);
    },
    [client, moveServices],
  );

  const placed = useCallback(
    (appointment: AppointmentListItem): AppointmentListItem => {
      const placement = placements[appointment.id];
      return placement ? { ...appointment, ...placement } : appointment;
    },
    [placements],
  );

  return {
    move,
    /** The appointment where the calendar shows it: where it was dropped while its save runs. */
    placed,
    saving: (id: string) => id in placements,
  };
}
