import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@groombook/api-client';
import { buildAppointment, buildGroomer } from '@groombook/ui-testing';
import { movedAppointmentInput, saveMove, type MoveServices } from './calendar-move';

const anna = buildGroomer({ name: 'Anna Cole' });
const ben = buildGroomer({ name: 'Ben Ortiz' });
const appointment = buildAppointment({ date: '2026-11-18', time: '10:00', duration_minutes: 90, notes: 'Nails too' }, { groomer: anna });
const toBen = { date: '2026-11-18', time: '10:00', groomer_id: ben.id, duration_minutes: 90 };

function services(overrides: Partial<MoveServices> = {}): MoveServices {
  return {
    checkConflicts: vi.fn(async () => []),
    update: vi.fn(async (input) => ({ ...appointment, ...input, time: input.time ?? null, groomer_id: input.groomer_id ?? null })),
    ...overrides,
  };
}

describe('saving a move', () => {
  it('sends the whole appointment again with the dragged fields changed', () => {
    expect(movedAppointmentInput(appointment, toBen)).toEqual({
      id: appointment.id,
      date: '2026-11-18',
      time: '10:00',
      groomer_id: ben.id,
      duration_minutes: 90,
      customer_id: appointment.customer_id,
      dog_name: 'Rex',
      charged_amount: 80,
      amount_given: null,
      notes: 'Nails too',
    });
  });

  it("checks the new groomer's day without the appointment itself, then saves", async () => {
    const api = services();
    const outcome = await saveMove(appointment, toBen, 'Ben Ortiz', api);
    expect(api.checkConflicts).toHaveBeenCalledWith({ groomerId: ben.id, date: '2026-11-18', time: '10:00', duration: 90, excludeId: appointment.id });
    expect(api.update).toHaveBeenCalledOnce();
    expect(outcome).toMatchObject({ saved: true, feedback: { tone: 'success', message: 'Moved Rex to Ben Ortiz at 10:00 AM' } });
  });

  it('refuses a move onto another booking, naming it, and saves nothing', async () => {
    const api = services({
      checkConflicts: vi.fn(async () => [{ id: 'x', time: '10:30', customerName: 'Sam Lee', dogName: 'Fido', customer_name: 'Sam Lee' }]),
    });
    const outcome = await saveMove(appointment, toBen, 'Ben Ortiz', api);
    expect(api.update).not.toHaveBeenCalled();
    expect(outcome).toEqual({
      saved: false,
      feedback: { tone: 'failure', message: 'Scheduling conflict: Sam Lee (Fido) is already scheduled at 10:30 AM. The appointment was not moved.' },
    });
  });

  it('saves when the check cannot run, and says it was saved without it', async () => {
    const api = services({ checkConflicts: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const outcome = await saveMove(appointment, toBen, 'Ben Ortiz', api);
    expect(api.update).toHaveBeenCalledOnce();
    expect(outcome.feedback.message).toBe(
      'Moved Rex to Ben Ortiz at 10:00 AM. The conflict check could not run, so it was saved without it.',
    );
  });

  it("reports a refused save with the API's reason", async () => {
    const api = services({
      update: vi.fn(async () => Promise.reject(new ApiError('Groomer is required', 400, 'VALIDATION_ERROR'))),
    });
    const outcome = await saveMove(appointment, { ...toBen, groomer_id: null }, 'No groomer', api);
    expect(api.checkConflicts).not.toHaveBeenCalled();
    expect(outcome).toEqual({ saved: false, feedback: { tone: 'failure', message: 'Failed to move appointment: Groomer is required' } });
  });
});
