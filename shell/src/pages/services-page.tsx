import { SERVICE_PRICES } from '@groombook/domain';
import { Page, Table } from '@groombook/ui';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function ServicesPage() {
  return (
    <Page title="Service Prices">
      <Table striped withTableBorder maw={480}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Service</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SERVICE_PRICES.map((item) => (
            <Table.Tr key={item.service}>
              <Table.Td>{item.service}</Table.Td>
              <Table.Td ta="right">{currency.format(item.price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Page>
  );
}
