import type { SmsCaps } from '@groombook/contracts';
import { Stack, Text, Title } from '@groombook/ui';

/**
 * The caps on the public opt-in's confirmation texts (they keep anyone from pumping texts
 * through the platform) and how many opt-ins each refused in the last 24 hours: a count
 * above nothing is a company being flooded, or a cap set too low.
 */
export function SmsCapsSection({ caps }: { caps: SmsCaps }) {
  const refused = caps.refused_last_24h;
  return (
    <Stack gap={4} role="region" aria-label="SMS caps">
      <Title order={2} size="h3">
        SMS caps
      </Title>
      <Text>
        Opt-in confirmation texts: at most {caps.company_daily_limit} per company per day, {caps.platform_hourly_limit} per hour for the
        platform
      </Text>
      <Text c={refused.company + refused.platform > 0 ? 'red' : 'dimmed'}>
        Refused in the last 24 hours: {refused.company} by a company's daily cap, {refused.platform} by the platform's hourly cap
      </Text>
    </Stack>
  );
}
