import type { FastEntryDetails } from '@groombook/contracts';
import { formatCalendarDate, formatMoney, formatTime12h } from '@groombook/domain';
import { Alert, Stack } from '@groombook/ui';
import { Table } from '@groombook/ui/table';
import { formDate } from './fast-entry-reply';

/** The details read from the sentence, for review before they fill the form; only those the sentence gave. */
export function FastEntryReview({ details }: { details: FastEntryDetails }) {
  const date = details.date ? formDate(details.date) : null;
  const rows: [string, string | null | undefined][] = [
    ['Customer', details.customer_name],
    ['Dog', details.dog_name],
    ['Date', date ? formatCalendarDate(date) : details.date],
    ['Time', details.time ? formatTime12h(details.time) : null],
    ['Groomer', details.groomer_name],
    ['Service price', details.charged_amount === null || details.charged_amount === undefined ? null : formatMoney(details.charged_amount)],
    ['Duration', details.duration_minutes ? `${details.duration_minutes} minutes` : null],
    ['Services', details.services?.length ? details.services.map((service) => service.name).join(', ') : null],
    ['Notes', details.notes],
  ];
  return (
    <Stack gap="xs">
      <Table aria-label="Parsed details" withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={130} scope="row">
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      {details.customer_name && !details.customer_id && (
        <Alert color="yellow" role="note">
          {`Customer "${details.customer_name}" was not found in your customer list: please choose the customer in the Customer field.`}
        </Alert>
      )}
      {details.groomer_name && !details.groomer_id && (
        <Alert color="yellow" role="note">
          {`Groomer "${details.groomer_name}" was not found among your groomers: please choose the groomer in the Groomer field.`}
        </Alert>
      )}
    </Stack>
  );
}
