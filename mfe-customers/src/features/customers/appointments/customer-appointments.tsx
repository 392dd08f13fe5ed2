import { useState } from 'react';
import { addAppointmentForCustomerPath } from '@groombook/routes';
import { LinkButton, Stack, Title } from '@groombook/ui';
import { Accordion } from '@groombook/ui/controls';
import { AppointmentList } from './appointment-list';
import { useCustomerAppointments } from './use-customer-appointments';

const withCount = (label: string, loaded: boolean, count: number) => (loaded ? `${label} (${count})` : label);

/**
 * "Customer's Appointments": the future ones (open, loaded with the dialog) and the past ones,
 * loaded the first time their panel is opened.
 */
export function CustomerAppointments({ customerId }: { customerId: string }) {
  const [openPanels, setOpenPanels] = useState<string[]>(['future']);
  const [pastRequested, setPastRequested] = useState(false);
  const future = useCustomerAppointments(customerId, 'future');
  const past = useCustomerAppointments(customerId, 'past', pastRequested);

  function onPanelsChange(panels: string[]) {
    setOpenPanels(panels);
    if (panels.includes('past')) setPastRequested(true);
  }

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Customer&apos;s Appointments
      </Title>
      <Accordion multiple variant="separated" value={openPanels} onChange={onPanelsChange}>
        <Accordion.Item value="future">
          <Accordion.Control>{withCount('Future Appointments', future.loaded, future.appointments.length)}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <LinkButton to={addAppointmentForCustomerPath(customerId)} variant="light">
                Create New Appointment for Customer
              </LinkButton>
              <AppointmentList state={future} loadingText="Loading future appointments..." emptyText="No upcoming appointments" />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="past">
          <Accordion.Control>{withCount('Past Appointments', past.loaded, past.appointments.length)}</Accordion.Control>
          <Accordion.Panel>
            {pastRequested && <AppointmentList state={past} loadingText="Loading..." emptyText="No past appointments" />}
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
