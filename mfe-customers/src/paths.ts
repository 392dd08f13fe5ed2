/** The customers remote's routes (absolute: the shell renders this remote for /customers/*). */
export const CUSTOMERS_PATH = '/customers';
export const NEW_CUSTOMER_PATH = `${CUSTOMERS_PATH}/new`;
export const CUSTOMER_PATH = `${CUSTOMERS_PATH}/:customerId`;

export function customerPath(customerId: string): string {
  return `${CUSTOMERS_PATH}/${encodeURIComponent(customerId)}`;
}

/** Scheduling's pages, reached by plain navigation (the shell routes them to that remote). */
export function addAppointmentForCustomerPath(customerId: string): string {
  return `/add-appointment?customerId=${encodeURIComponent(customerId)}`;
}

export function editAppointmentPath(appointmentId: string): string {
  return `/edit-appointment/${encodeURIComponent(appointmentId)}`;
}
