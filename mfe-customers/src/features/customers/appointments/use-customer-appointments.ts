import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { customerAppointmentsQueryOptions, type CustomerAppointmentsPeriod } from '@groombook/api-client';
import type { AppointmentListItem } from '@groombook/contracts/light';
import { appointmentsFetchFailure } from './fetch-failure';

export interface CustomerAppointmentsState {
  appointments: AppointmentListItem[];
  loading: boolean;
  /** The list has been read (or failed, and shows as empty). */
  loaded: boolean;
}

/**
 * A customer's future or past appointments, read only once `enabled`. A failure is logged and
 * shown as an empty list. The past list is dropped when the dialog closes, so it loads
 * afresh on the first opening of its panel each time.
 */
export function useCustomerAppointments(
  customerId: string,
  period: CustomerAppointmentsPeriod,
  enabled = true,
): CustomerAppointmentsState {
  const query = useQuery({
    ...customerAppointmentsQueryOptions(customerId, period),
    enabled,
    ...(period === 'past' ? { gcTime: 0 } : {}),
  });

  useEffect(() => {
    if (query.error) console.error(appointmentsFetchFailure(query.error));
  }, [query.error]);

  return {
    appointments: query.data ?? [],
    loading: enabled && query.isPending,
    loaded: enabled && !query.isPending,
  };
}
