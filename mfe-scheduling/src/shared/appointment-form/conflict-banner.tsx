import { recurringConflictMessage } from '@groombook/domain';
import { Alert, Text } from '@groombook/ui';
import { List } from '@groombook/ui/controls';

/** What the conflict check found, for the warning banner. A conflict only warns: saving goes ahead. */
export type ConflictNotice =
  /** conflictMessage() of the entries: one conflict or 'Multiple scheduling conflicts detected ...'. */
  | { kind: 'conflicts'; message: string }
  /** The single check failed; the appointment was saved anyway, and the form says the check could not run. */
  | { kind: 'check-failed' }
  /** `lines`: each collision named by groomer, date, time and dog (seriesConflictLines). */
  | { kind: 'series'; conflicting: number; total: number; lines: string[] }
  | { kind: 'series-check-failed' };

export const CHECK_FAILED_MESSAGE = 'The conflict check could not run; this appointment was saved without it.';
export const SERIES_CHECK_FAILED_MESSAGE = 'The conflict check could not run for this series; you can still create it.';
export const SERIES_PROCEED_MESSAGE = 'You can proceed and resolve the conflicts later.';

export function ConflictBanner({ notice }: { notice: ConflictNotice }) {
  return (
    <Alert color="orange" variant="light" role="alert" aria-label="Conflict warning">
      {notice.kind === 'conflicts' && notice.message}
      {notice.kind === 'check-failed' && CHECK_FAILED_MESSAGE}
      {notice.kind === 'series-check-failed' && SERIES_CHECK_FAILED_MESSAGE}
      {notice.kind === 'series' && (
        <>
          <Text size="sm" fw={500}>
            {recurringConflictMessage(notice.conflicting, notice.total)}
          </Text>
          {notice.lines.length > 0 && (
            <List size="sm" my={4}>
              {notice.lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
          <Text size="sm">{SERIES_PROCEED_MESSAGE}</Text>
        </>
      )}
    </Alert>
  );
}
