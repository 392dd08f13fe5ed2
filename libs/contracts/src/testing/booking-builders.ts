import type { BookingRequest } from '@groombook/contracts/light';
import { uniqueId } from './builders';

/** A booking request as GET /api/booking-requests lists it (its number in E.164), pending and matched to no customer unless told. */
export function buildBookingRequest(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    id: uniqueId(),
    name: 'Nora Walker',
    phone: '+12015550160',
    dog_name: 'Maple',
    preferred_date: '2026-03-12',
    preferred_time: '14:30',
    notes: null,
    status: 'pending',
    appointment_id: null,
    customer_id: null,
    created_at: '2026-03-01T15:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}
