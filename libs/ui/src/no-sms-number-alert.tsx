import { Alert } from '@mantine/core';
import { NO_SMS_NUMBER_MESSAGE } from '@groombook/contracts/light';

/**
 * What every screen that texts says when the company has no texting number of its own:
 * nothing can be sent until a super admin gives it one. A standing condition, not an error
 * of something just done, so it is a status, not an alert that interrupts.
 */
export function NoSmsNumberAlert() {
  return (
    <Alert color="yellow" title="No texting number" role="status">
      {NO_SMS_NUMBER_MESSAGE}
    </Alert>
  );
}
