import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  createAppointmentMutationOptions,
  createRecurringAppointmentsMutationOptions,
  fetchGroomerConflicts,
  updateAppointmentMutationOptions,
} from '@groombook/api-client';
import type { AppointmentFields, AppointmentScope } from '@groombook/contracts';
import { conflictMessage, type RecurringConfig } from '@groombook/domain';
import { appointmentFieldsOf, type AppointmentFormValues } from './appointment-values';
import { APPOINTMENT_UPDATED_MESSAGE, appointmentBookedMessage, seriesBookedMessage } from './booking-words';
import type { ConflictNotice } from './conflict-banner';
import { failureFeedback, successFeedback, type Feedback } from '@groombook/ui';

export interface SaveOutcome {
  saved: boolean;
  /** The appointment a single create added. */
  appointmentId?: string;
  feedback: Feedback;
  notice: ConflictNotice | null;
}

/**
 * Another way to book a new single appointment than POST /api/appointments (accepting a booking
 * request books it with the request's decision): answers the appointment's id and the message to
 * show, or throws the API's error, shown under `failure`.
 */
export interface AppointmentBooking {
  book: (fields: AppointmentFields) => Promise<{ appointmentId: string; message: string }>;
  failure: string;
}

/** The check on submit: a conflict only warns, and a failed check is reported, never blocking a booking. */
async function checkConflicts(values: AppointmentFormValues, excludeId: string | undefined): Promise<ConflictNotice | null> {
  const duration = Number(values.duration);
  if (!values.groomerId || !values.date || !values.time || !duration) return null;
  try {
    const conflicts = await fetchGroomerConflicts({ groomerId: values.groomerId, date: values.date, time: values.time, duration, excludeId });
    const message = conflictMessage(conflicts);
    return message ? { kind: 'conflicts', message } : null;
  } catch {
    return { kind: 'check-failed' };
  }
}

/** Saves the form: one appointment (checked for conflicts first), its changes, or a whole series; `booking` books a new one its own way. */
export function useSaveAppointment(appointmentId: string | undefined, booking?: AppointmentBooking, groomerName: (id: string | null) => string | null = () => null) {
  const create = useMutation(createAppointmentMutationOptions());
  const update = useMutation(updateAppointmentMutationOptions());
  const createSeries = useMutation(createRecurringAppointmentsMutationOptions());
  const [checking, setChecking] = useState(false);
  const [bookingPending, setBookingPending] = useState(false);

  /** `scope` 'following' (editing a series) changes every later occurrence too; the API refuses it whole on a conflict. */
  async function saveOne(values: AppointmentFormValues, scope: AppointmentScope = 'this'): Promise<SaveOutcome> {
    setChecking(true);
    const notice = await checkConflicts(values, appointmentId).finally(() => setChecking(false));
    const fields = appointmentFieldsOf(values);
    try {
      if (appointmentId) {
        if (scope === 'following') {
          const { message } = await update.mutateAsync({ ...fields, id: appointmentId, scope });
          return { saved: true, feedback: successFeedback(message), notice };
        }
        await update.mutateAsync({ ...fields, id: appointmentId });
        return { saved: true, feedback: successFeedback(APPOINTMENT_UPDATED_MESSAGE), notice };
      }
      // POST sends the time only when there is one: the API then stores none, rather than a blank.
      const { time, ...rest } = fields;
      const body = time ? { ...rest, time } : rest;
      if (booking) {
        setBookingPending(true);
        const booked = await booking.book(body).finally(() => setBookingPending(false));
        return { saved: true, appointmentId: booked.appointmentId, feedback: successFeedback(booked.message), notice };
      }
      const created = await create.mutateAsync(body);
      const slot = { dogName: values.dogName, groomerName: groomerName(values.groomerId), date: values.date, time: values.time };
      return { saved: true, appointmentId: created.appointment.id, feedback: successFeedback(appointmentBookedMessage(slot)), notice };
    } catch (error) {
      const action = appointmentId ? 'Failed to update appointment' : (booking?.failure ?? 'Failed to add appointment');
      // 'saved without it' would not be true: only a found conflict stays on screen.
      return { saved: false, feedback: failureFeedback(action, error), notice: notice?.kind === 'conflicts' ? notice : null };
    }
  }

  /** `notice` is the live series check shown when the user pressed Create. */
  async function saveSeries(values: AppointmentFormValues, config: RecurringConfig, notice: ConflictNotice | null): Promise<SaveOutcome> {
    const { time, tip: _tip, total_with_tax: _total, ...rest } = appointmentFieldsOf(values);
    try {
      const created = await createSeries.mutateAsync({ ...rest, ...(time ? { time } : {}), recurring_config: config });
      const slot = { dogName: values.dogName, groomerName: groomerName(values.groomerId), date: values.date, time: values.time };
      return { saved: true, feedback: successFeedback(seriesBookedMessage(created.total_appointments, slot, config)), notice };
    } catch (error) {
      return { saved: false, feedback: failureFeedback('Failed to create recurring appointments', error), notice: null };
    }
  }

  const pending = checking || bookingPending || create.isPending || update.isPending || createSeries.isPending;
  return { saveOne, saveSeries, pending };
}
