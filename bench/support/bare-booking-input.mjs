// The request body of the public booking's floor (bare-booking-server.mjs), checked by hand as the
// product's contract checks it, and the refusal the floor answers with when it is not.

const SIZES = new Set(['small', 'medium', 'large', 'extra_large']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export class Refusal extends Error {
  constructor(status, message, extra = {}) {
    super(message);
    Object.assign(this, { status, extra });
  }
}
export const CODES = { 400: 'VALIDATION_FAILED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' };

/** A real calendar day, 'YYYY-MM-DD', of a year the product takes. */
function calendarDate(value) {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

/** 'H:MM' or 'HH:MM' as minutes, on the quarter hour the free times are on; null otherwise. */
function clockMinutes(value) {
  const match = typeof value === 'string' ? /^(\d{1,2}):(\d{2})$/.exec(value.trim()) : null;
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[1]) < 24 && Number(match[2]) < 60 ? minutes : null;
}

function text(body, field, label, max, required = true) {
  const value = body[field];
  if (value === undefined || value === null) {
    if (required) throw new Refusal(400, `${field}: ${label} is required`);
    return null;
  }
  if (typeof value !== 'string' || CONTROL.test(value)) throw new Refusal(400, `${field}: ${label} is not valid text`);
  const trimmed = value.trim();
  if (required && trimmed === '') throw new Refusal(400, `${field}: ${label} is required`);
  if (trimmed.length > max) throw new Refusal(400, `${field}: ${label} is too long`);
  return trimmed === '' ? null : trimmed;
}

/** The request, checked as the product's contract checks it. */
export function parseBooking(body) {
  if (typeof body !== 'object' || body === null) throw new Refusal(400, 'The request body must be a JSON object');
  const services = body.services;
  if (!UUID.test(body.company_id ?? '')) throw new Refusal(400, 'company_id: Must be a valid id');
  const date = calendarDate(body.date);
  if (!date) throw new Refusal(400, 'date: Date must be YYYY-MM-DD');
  const time = clockMinutes(body.time);
  if (time === null) throw new Refusal(400, 'time: Time must be HH:MM');
  if (!Array.isArray(services) || services.length < 1 || services.length > 20 || !services.every((id) => typeof id === 'string' && UUID.test(id))) {
    throw new Refusal(400, 'services: Choose at least one service');
  }
  if (!SIZES.has(body.dog_size)) throw new Refusal(400, 'dog_size: Dog size must be one of small, medium, large, extra_large');
  return {
    companyId: body.company_id,
    date,
    time,
    services: [...new Set(services)],
    size: body.dog_size,
    name: text(body, 'name', 'Name', 200),
    phone: text(body, 'phone', 'Phone number', 50),
    dogName: text(body, 'dog_name', 'Dog name', 100),
    notes: text(body, 'notes', 'Notes', 1000, false),
  };
}
