import { useSmsNumber } from '@groombook/api-client';
import { formatSmsNumber } from '@groombook/domain';
import { NoSmsNumberAlert, Text } from '@groombook/ui';

/**
 * Under the Marketing title: the number the company's texts go out from (read-only: a super
 * admin sets it), or, when it has none, that nothing can be sent.
 */
export function SendingNumber() {
  const { smsNumber, missing } = useSmsNumber();
  if (missing) return <NoSmsNumberAlert />;
  if (smsNumber === null) return null;
  return <Text c="dimmed">Texts go out from {formatSmsNumber(smsNumber)}</Text>;
}
