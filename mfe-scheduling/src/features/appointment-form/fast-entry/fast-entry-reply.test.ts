import { describe, expect, it } from 'vitest';
import { FAST_ENTRY_MESSAGES } from '@groombook/contracts';
import { ApiError } from '@groombook/contracts/light';
import { failureMessage, formDate, formValuesOf, outcomeOf } from './fast-entry-reply';

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

describe("the assistant's answer, as the dialog reads it", () => {
  it('takes the JSON object from the text, even among other words', () => {
    expect(outcomeOf(text('Here: {"dog_name": "Bella", "time": "14:00"} done'))).toEqual({ ok: true, details: { dog_name: 'Bella', time: '14:00' } });
    expect(outcomeOf(text('{"dog_name": "Bella"'))).toEqual({ ok: false, message: FAST_ENTRY_MESSAGES.notUnderstood });
    expect(outcomeOf(text('{"time": "2pm"}'))).toEqual({ ok: false, message: FAST_ENTRY_MESSAGES.notUnderstood });
    expect(outcomeOf(text('{"notes": "hi", "date": null}'))).toEqual({ ok: false, message: FAST_ENTRY_MESSAGES.nothingFound });
    expect(outcomeOf({ content: [] })).toEqual({ ok: false, message: FAST_ENTRY_MESSAGES.notUnderstood });
  });

  it('turns MM/DD/YYYY into the form’s date, and refuses a day the calendar lacks', () => {
    expect(formDate('03/12/2026')).toBe('2026-03-12');
    expect(formDate('02/29/2028')).toBe('2028-02-29');
    expect(formDate('02/30/2026')).toBeNull();
  });

  it('fills only the fields the sentence gave; a free price counts, a customer without an id does not', () => {
    expect(formValuesOf({ date: '02/30/2026', charged_amount: 0, customer_name: 'Jenny', customer_id: null, notes: '' })).toEqual({ servicePrice: 0 });
    expect(formValuesOf({ date: '12/01/2026', time: '09:30', duration_minutes: 60, groomer_id: 'g1', dog_name: 'Rex', notes: 'nails' })).toEqual({
      date: '2026-12-01',
      time: '09:30',
      duration: 60,
      groomerId: 'g1',
      dogName: 'Rex',
      notes: 'nails',
    });
  });

  it('picks the menu entries the sentence named', () => {
    const groom = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Full groom' };
    expect(formValuesOf({ services: [groom] })).toEqual({ serviceIds: [groom.id], servicesChanged: true });
    expect(formValuesOf({ services: [] })).toEqual({});
    // A length the sentence gave stays when the services are priced.
    expect(formValuesOf({ services: [groom], duration_minutes: 45 })).toEqual({ serviceIds: [groom.id], servicesChanged: true, duration: 45, durationOverridden: true });
  });

  it("words a failure: the server's refusal with its status and type, anything else as the dialog's own message", () => {
    expect(failureMessage(new ApiError('Please enter appointment details to parse.', 400, 'VALIDATION_FAILED', 'invalid_request_error'))).toBe(
      'Backend API error: 400 - Please enter appointment details to parse. (invalid_request_error)',
    );
    expect(failureMessage(new ApiError('Internal server error', 500, 'INTERNAL_ERROR'))).toBe('Backend API error: 500 - Internal server error (api_error)');
    // Refused before the assistant's own handler (no type in the body): the status names the type.
    expect(failureMessage(new ApiError('Request body is too large', 413, 'PAYLOAD_TOO_LARGE'))).toBe(
      'Backend API error: 413 - Request body is too large (request_too_large)',
    );
    expect(failureMessage(new ApiError('Request failed: 502', 502, 'HTTP_ERROR'))).toBe(FAST_ENTRY_MESSAGES.failed);
    expect(failureMessage(new ApiError('Failed to fetch', 0, 'NETWORK_ERROR'))).toBe(FAST_ENTRY_MESSAGES.failed);
    expect(failureMessage(new Error('boom'))).toBe(FAST_ENTRY_MESSAGES.failed);
  });
});
