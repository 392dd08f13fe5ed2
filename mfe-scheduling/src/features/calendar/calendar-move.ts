import type { AppointmentListItem, ConflictEntryDto } from '@groombook/contracts/light';
import type { GroomerConflictsParams, UpdateAppointmentInput } from '@groombook/api-client';
import { conflictMessage } from '@groombook/domain';
import { failureFeedback, successFeedback, type Feedback } from '@groombook/ui';
import { movedMessage } from './calendar-keys';
import type { Placement } from './calendar-layout';

export interface MoveOutcome {
  saved: boolean;
  feedback: Feedback;
  /** The appointment as the API stored it, when saved. */
  appointment?: AppointmentListItem;
}

export interface MoveServices {
  checkConflicts: (params: GroomerConflictsParams) => Promise<ConflictEntryDto[]>;
  update: (input: UpdateAppointmentInput) => Promise<AppointmentListItem>;
}

export const MOVE_FAILED_ACTION = 'Failed to move appointment';
export const NOT_MOVED = 'The appointment was not moved.';
const CHECK_FAILED_NOTE = 'The conflict check could not run, so it was saved without it.';

/** The PUT body: the whole appointment again, with the dragged fields changed. */
export function movedAppointmentInput(appointment: AppointmentListItem, placement: Placement): UpdateAppointmentInput {
  return {
    id: appointment.id,
    date: placement.date,
    time: placement.time,
    groomer_id: placement.groomer_id,
    duration_minutes: placement.duration_minutes,
    customer_id: appointment.customer_id,
    dog_name: appointment.dog_name ?? '',
    charged_amount: appointment.charged_amount,
    amount_given: appointment.amount_given,
    notes: appointment.notes,
  };
}

export function samePlacement(appointment: AppointmentListItem, placement: Placement): boolean {
  return (
    appointment.date === placement.date &&
    appointment.time === placement.time &&
    appointment.groomer_id === placement.groomer_id &&
    appointment.duration_minutes === placement.duration_minutes
  );
}

/**
 * Saves a dragged appointment as the form would, checked first against its groomer's other
 * appointments. A drag is quick and easy to make by mistake, so unlike the form (which warns and
 * saves) a move onto another booking is refused with the conflict named; a check that could not
 * run does not block the move (a failed check never blocks saving), and the answer says so.
 */
export async function saveMove(
  appointment: AppointmentListItem,
  placement: Placement,
  groomerName: string,
  services: MoveServices,
): Promise<MoveOutcome> {
  let checked = true;
  if (placement.groomer_id) {
    try {
      const conflicts = await services.checkConflicts({
        groomerId: placement.groomer_id,
        date: placement.date,
        time: placement.time,
        duration: placement.duration_minutes,
        excludeId: appointment.id,
      });
      const message = conflictMessage(conflicts);
      if (message) return { saved: false, feedback: { tone: 'failure', message: `${message.replace(/\.$/, '')}. ${NOT_MOVED}` } };
    } catch {
      checked = false;
    }
  }
  try {
    const saved = await services.update(movedAppointmentInput(appointment, placement));
    const moved = movedMessage(appointment, placement, groomerName);
    return { saved: true, feedback: successFeedback(checked ? moved : `${moved}. ${CHECK_FAILED_NOTE}`), appointment: saved };
  } catch (error) {
    return { saved: false, feedback: failureFeedback(MOVE_FAILED_ACTION, error) };
  }
}
