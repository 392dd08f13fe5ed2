import { useQuery } from '@tanstack/react-query';
import { companySettingsQueryOptions } from '@groombook/api-client';
import { formatMoney, tipGuide, totalWithTaxLabel } from '@groombook/domain';
import { Group, SimpleGrid, Stack, Text, TextInput } from '@groombook/ui';
import { NumberInput } from '@groombook/ui/controls';
import { moneyFigures, type AppointmentFieldErrors } from './appointment-values';

export interface MoneyFieldsProps {
  servicePrice: number | string;
  paymentReceived: number | string;
  errors: AppointmentFieldErrors;
  onServicePriceChange: (value: number | string) => void;
  onPaymentReceivedChange: (value: number | string) => void;
}

const amountProps = { min: 0, decimalScale: 2, allowNegative: false, leftSection: '$' } as const;

/** Service price and payment received; the total with tax, the calculated tip and the tip guide follow them live. */
export function MoneyFields({ servicePrice, paymentReceived, errors, onServicePriceChange, onPaymentReceivedChange }: MoneyFieldsProps) {
  // The company's rate; the usual 6.625% until it is known.
  const rate = useQuery(companySettingsQueryOptions()).data?.tax_rate_percent;
  const { total, tip } = moneyFigures(servicePrice, paymentReceived, rate);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          {...amountProps}
          label="Service price"
          value={servicePrice}
          onChange={onServicePriceChange}
          error={errors.servicePrice}
        />
        <TextInput label={totalWithTaxLabel(rate)} readOnly value={formatMoney(total)} variant="filled" />
        <NumberInput
          {...amountProps}
          label="Payment received"
          description="leave blank if not paid yet"
          value={paymentReceived}
          onChange={onPaymentReceivedChange}
          error={errors.paymentReceived}
        />
        <TextInput label="Calculated tip" readOnly value={formatMoney(tip)} variant="filled" />
      </SimpleGrid>
      <div role="group" aria-label="Tip guide">
        <Text size="sm" fw={500}>
          Tip guide
        </Text>
        <Group gap="lg">
          {tipGuide(servicePrice).map(({ percent, amount }) => (
            <Text key={percent} size="sm" c="dimmed">
              {`${percent}%: ${formatMoney(amount)}`}
            </Text>
          ))}
        </Group>
      </div>
    </Stack>
  );
}
