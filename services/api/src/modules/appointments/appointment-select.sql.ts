/**
 * How an appointment is read as the list item (`appointmentRow`): its columns in the API's
 * forms, its lines and tip shares as JSON, and its customer's and groomer's names, under the
 * alias `a`. Shared by every read that answers list items (the month, Home's day, one
 * appointment, a customer's).
 */

/** An appointment's lines in their order, as a JSON array (empty for none). */
const LINES = `coalesce((SELECT json_agg(json_build_object('service_id', l.service_id, 'name', l.name, 'kind', l.kind,
    'dog_size', l.dog_size, 'price', l.price, 'duration_minutes', l.duration_minutes) ORDER BY l.position)
  FROM appointment_lines l WHERE l.company_id = a.company_id AND l.appointment_id = a.id), '[]'::json)`;
/** An appointment's tip shares, as a JSON array (empty for none). */
const TIPS = `coalesce((SELECT json_agg(json_build_object('groomer_id', t.groomer_id, 'amount', t.amount) ORDER BY t.created_at, t.id)
  FROM appointment_tips t WHERE t.company_id = a.company_id AND t.appointment_id = a.id), '[]'::json)`;

/** date as text, time as HH:MM: the API's forms, whatever the session's settings. */
export const APPOINTMENT_COLUMNS = `
  SELECT a.id, to_char(a.date, 'YYYY-MM-DD') AS date, to_char(a.time, 'HH24:MI') AS time,
         a.customer_id, a.groomer_id, a.dog_name, a.charged_amount, a.amount_given, a.tip, a.total_with_tax,
         a.notes, a.duration_minutes, a.is_recurring, a.recurring_sequence, a.recurring_total,
         a.recurring_config, a.recurring_group_id,
         c.name AS customer_name, g.name AS groomer_name,
         c.id IS NOT NULL AS has_customer, g.id IS NOT NULL AS has_groomer,
         a.status, a.status_changed_at, a.cancel_reason, a.cancelled_late, a.price_overridden,
         a.payment_method, a.discount_amount, a.discount_reason,
         ${LINES} AS lines, ${TIPS} AS tips`;

export const NAMES = `
  LEFT JOIN customers c ON c.id = a.customer_id
  LEFT JOIN groomers g ON g.id = a.groomer_id`;

/** An appointment as the list item reads it (alias `a`, with its customer's and groomer's names). */
export const SELECT_APPOINTMENT = `${APPOINTMENT_COLUMNS} FROM appointments a ${NAMES}`;
