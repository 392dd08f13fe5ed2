import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { deleteServiceMutationOptions, reorderServicesMutationOptions, servicesQueryOptions } from '@groombook/api-client';
import type { Service } from '@groombook/contracts';
import { useSession } from '@groombook/auth';
import { DOG_SIZE_LABELS, DOG_SIZES, isAdminRole, SERVICE_KIND_LABELS } from '@groombook/domain';
import { Badge, Button, FailureAlert, Group, LoadingState, Page, showFeedback, successFeedback, Text } from '@groombook/ui';
import { Table } from '@groombook/ui/table';
import { ConfirmButton } from '@groombook/ui/dialogs';
import { ServiceDialog } from './service-dialog';
import { ROUTES } from '@groombook/routes';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The admins' buttons of one row: move up or down (`onMove`), edit, delete. */
interface RowButtonsProps {
  service: Service;
  /** Null while a move is being saved; `first` and `last` say which way it cannot go. */
  onMove: ((by: -1 | 1) => void) | null;
  first: boolean;
  last: boolean;
  onEdit: () => void;
}

function RowButtons({ service, onMove, first, last, onEdit }: RowButtonsProps) {
  const remove = useMutation(deleteServiceMutationOptions());
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button variant="subtle" size="xs" disabled={!onMove || first} onClick={() => onMove?.(-1)} aria-label={`Move ${service.name} up`}>
        Up
      </Button>
      <Button variant="subtle" size="xs" disabled={!onMove || last} onClick={() => onMove?.(1)} aria-label={`Move ${service.name} down`}>
        Down
      </Button>
      <Button variant="light" size="xs" onClick={onEdit} aria-label={`Edit ${service.name}`}>
        Edit
      </Button>
      <ConfirmButton
        variant="light"
        color="red"
        size="xs"
        aria-label={`Delete ${service.name}`}
        title="Delete service"
        message={`Delete ${service.name}? Appointments booked with it keep it as they were booked.`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onOpen={() => remove.reset()}
        onConfirm={(close) =>
          remove.mutate(service.id, {
            onSuccess: () => {
              showFeedback(successFeedback(`Service ${service.name} deleted`));
              close();
            },
          })
        }
      >
        Delete
      </ConfirmButton>
      {remove.isError && <FailureAlert title="Failed to delete service" error={remove.error} />}
    </Group>
  );
}

/** The menu with the entry at `index` moved one place up (-1) or down (1). */
function moved(services: Service[], index: number, by: -1 | 1): Service[] {
  const order = [...services];
  const target = index + by;
  if (target < 0 || target >= order.length) return order;
  const [here, there] = [order[index], order[target]];
  if (!here || !there) return order;
  order[index] = there;
  order[target] = here;
  return order;
}

/** /services: the company's menu, a price and a length per dog size. Admins change it; everyone reads it. */
export function ServicesPage() {
  const admin = useSession((s) => isAdminRole(s.role));
  const menu = useQuery(servicesQueryOptions());
  const reorder = useMutation(reorderServicesMutationOptions());
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const services = menu.data ?? [];
  const move = (index: number) => (reorder.isPending ? null : (by: -1 | 1) => reorder.mutate(moved(services, index, by)));

  return (
    <Page title={ROUTES.services.title} actions={admin && <Button onClick={() => setEditing('new')}>Add Service</Button>}>
      {menu.isPending && <LoadingState label="Loading services..." />}
      {menu.isError && <FailureAlert title="Failed to load services" error={menu.error} />}
      {reorder.isError && <FailureAlert title="Failed to move service" error={reorder.error} />}
      {menu.isSuccess && services.length === 0 && <Text>No services yet.</Text>}
      {services.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Service</Table.Th>
                {DOG_SIZES.map((size) => (
                  <Table.Th key={size} ta="right">
                    {DOG_SIZE_LABELS[size]}
                  </Table.Th>
                ))}
                {admin && <Table.Th ta="right">Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {services.map((service, index) => (
                <Table.Tr key={service.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {service.name}
                    </Text>
                    <Group gap={4}>
                      {service.kind === 'add_on' && <Badge variant="light" size="sm">{SERVICE_KIND_LABELS.add_on}</Badge>}
                      {!service.active && <Badge color="gray" variant="light" size="sm">Not offered</Badge>}
                    </Group>
                  </Table.Td>
                  {DOG_SIZES.map((size) => (
                    <Table.Td key={size} ta="right">
                      <Text size="sm">{currency.format(service.prices[size])}</Text>
                      <Text size="xs" c="dimmed">
                        {service.durations[size]} min
                      </Text>
                    </Table.Td>
                  ))}
                  {admin && (
                    <Table.Td>
                      <RowButtons
                        service={service}
                        onMove={move(index)}
                        first={index === 0}
                        last={index === services.length - 1}
                        onEdit={() => setEditing(service)}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <ServiceDialog service={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
