import { useQuery } from '@tanstack/react-query';
import { groomersQueryOptions } from '@groombook/api-client';
import { Button, Group, Stack } from '@groombook/ui';
import { CloseButton, NumberInput, Select } from '@groombook/ui/controls';

/** One groomer's share of the tip as typed: the groomer may not be chosen yet, the amount may be blank. */
export interface TipShareDraft {
  groomerId: string | null;
  amount: number | '';
}

export interface TipSharesProps {
  shares: TipShareDraft[];
  onChange: (shares: TipShareDraft[]) => void;
  /** Shown under a row whose groomer or amount is missing once the form was sent. */
  showErrors: boolean;
}

/** The split tip: a groomer and an amount per row, each groomer once. */
export function TipShares({ shares, onChange, showErrors }: TipSharesProps) {
  const groomers = useQuery(groomersQueryOptions());
  const options = (groomers.data ?? []).map((groomer) => ({ value: groomer.id, label: groomer.name }));
  const update = (index: number, change: Partial<TipShareDraft>) => onChange(shares.map((share, at) => (at === index ? { ...share, ...change } : share)));
  const taken = (index: number) => new Set(shares.filter((_, at) => at !== index).map((share) => share.groomerId));

  return (
    <Stack gap="xs" role="group" aria-label="Tip shares">
      {shares.map((share, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <Select
            aria-label={`Groomer ${index + 1}`}
            placeholder="Groomer"
            data={options.filter((option) => !taken(index).has(option.value))}
            value={share.groomerId}
            onChange={(groomerId) => update(index, { groomerId })}
            error={showErrors && !share.groomerId ? 'Choose a groomer' : undefined}
            style={{ flex: 1 }}
          />
          <NumberInput
            aria-label={`Tip ${index + 1}`}
            prefix="$"
            min={0}
            decimalScale={2}
            value={share.amount}
            onChange={(amount) => update(index, { amount: typeof amount === 'number' ? amount : '' })}
            error={showErrors && share.amount === '' ? 'Enter an amount' : undefined}
            w={120}
          />
          <CloseButton aria-label={`Remove tip share ${index + 1}`} onClick={() => onChange(shares.filter((_, at) => at !== index))} mt={6} />
        </Group>
      ))}
      <Group>
        <Button size="xs" variant="light" onClick={() => onChange([...shares, { groomerId: null, amount: '' }])} disabled={shares.length >= 10}>
          Add groomer
        </Button>
      </Group>
    </Stack>
  );
}
