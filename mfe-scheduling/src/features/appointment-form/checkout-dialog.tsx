import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { checkoutAppointmentMutationOptions, companySettingsQueryOptions } from '@groombook/api-client';
import type { AppointmentListItem } from '@groombook/contracts/light';
import {
  checkoutFigures,
  formatMoney,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  TAX_RATE_PERCENT,
  type DiscountType,
  type PaymentMethod,
} from '@groombook/domain';
import { Button, FailureAlert, Group, Stack, Text, TextInput } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { Checkbox, NumberInput, SegmentedControl } from '@groombook/ui/controls';
import { TipShares, type TipShareDraft } from './tip-shares';

export interface CheckoutDialogProps {
  appointment: AppointmentListItem;
  opened: boolean;
  onClose: () => void;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));
const DISCOUNT_OPTIONS = [
  { value: 'amount', label: '$' },
  { value: 'percent', label: '%' },
];

const Line = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Group justify="space-between">
    <Text size="sm" fw={strong ? 600 : undefined}>
      {label}
    </Text>
    <Text size="sm" fw={strong ? 600 : undefined}>
      {value}
    </Text>
  </Group>
);

/**
 * Checkout at the desk: how the customer paid, how much, an optional discount with its reason,
 * and the tip, whole (what was paid over the total) or split between groomers. The total with
 * tax and the calculated tip follow what is typed; the server computes what it stores.
 */
export function CheckoutDialog({ appointment, opened, onClose }: CheckoutDialogProps) {
  const settings = useQuery(companySettingsQueryOptions());
  const checkout = useMutation(checkoutAppointmentMutationOptions());
  const [method, setMethod] = useState<PaymentMethod>(appointment.payment_method ?? 'cash');
  const [paid, setPaid] = useState<number | ''>(appointment.amount_given ?? '');
  const [discountType, setDiscountType] = useState<DiscountType>('amount');
  const [discountValue, setDiscountValue] = useState<number | ''>('');
  const [discountReason, setDiscountReason] = useState('');
  const [split, setSplit] = useState(false);
  const [shares, setShares] = useState<TipShareDraft[]>([]);
  const [tried, setTried] = useState(false);

  const taxRate = settings.data?.tax_rate_percent ?? TAX_RATE_PERCENT;
  const discount = discountValue === '' || discountValue === 0 ? null : { type: discountType, value: discountValue };
  const figures = checkoutFigures({
    price: appointment.charged_amount,
    discount,
    taxRatePercent: taxRate,
    amountPaid: paid === '' ? 0 : paid,
    tipShares: split ? shares.map((share) => (share.amount === '' ? 0 : share.amount)) : [],
  });
  const problems = {
    paid: paid === '' ? 'Enter the amount paid' : undefined,
    reason: discount && discountReason.trim() === '' ? 'A discount needs a reason' : undefined,
    shares: split && shares.some((share) => !share.groomerId || share.amount === ''),
  };

  const toggleSplit = (on: boolean) => {
    setSplit(on);
    if (on && shares.length === 0) setShares([{ groomerId: appointment.groomer_id, amount: figures.tip || '' }]);
  };

  const submit = () => {
    setTried(true);
    if (problems.paid || problems.reason || problems.shares || paid === '') return;
    checkout.mutate(
      {
        id: appointment.id,
        payment_method: method,
        amount_paid: paid,
        discount: discount && { ...discount, reason: discountReason.trim() },
        tips: split ? shares.map((share) => ({ groomer_id: share.groomerId ?? '', amount: share.amount === '' ? 0 : share.amount })) : [],
      },
      { onSuccess: onClose },
    );
  };

  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Checkout">
      <Stack>
        <SegmentedControl aria-label="Payment method" data={METHOD_OPTIONS} value={method} onChange={(value) => setMethod(value as PaymentMethod)} />
        <NumberInput
          label="Amount paid"
          required
          prefix="$"
          min={0}
          decimalScale={2}
          value={paid}
          onChange={(value) => setPaid(typeof value === 'number' ? value : '')}
          error={tried ? problems.paid : undefined}
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NumberInput
            label="Discount"
            min={0}
            decimalScale={2}
            value={discountValue}
            onChange={(value) => setDiscountValue(typeof value === 'number' ? value : '')}
            style={{ flex: 1 }}
          />
          <SegmentedControl aria-label="Discount in" data={DISCOUNT_OPTIONS} value={discountType} onChange={(value) => setDiscountType(value as DiscountType)} />
        </Group>
        {discount && (
          <TextInput
            label="Discount reason"
            required
            maxLength={500}
            value={discountReason}
            onChange={(event) => setDiscountReason(event.currentTarget.value)}
            error={tried ? problems.reason : undefined}
          />
        )}
        <Checkbox label="Split tip" checked={split} onChange={(event) => toggleSplit(event.currentTarget.checked)} />
        {split && <TipShares shares={shares} onChange={setShares} showErrors={tried} />}
        <Stack gap={4} aria-label="Checkout summary" role="group">
          <Line label="Service price" value={formatMoney(appointment.charged_amount)} />
          {discount && <Line label="Discount" value={`-${formatMoney(figures.discount)}`} />}
          <Line label={`Total with tax (${taxRate}%)`} value={formatMoney(figures.totalWithTax)} strong />
          <Line label={split ? 'Tip' : 'Calculated tip'} value={formatMoney(figures.tip)} />
        </Stack>
        {checkout.isError && <FailureAlert title="Failed to check out" error={checkout.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button loading={checkout.isPending} onClick={submit}>
            Complete checkout
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
