import type { ConflictEntryDto } from '@groombook/contracts/light';
import { Badge } from '@groombook/ui';
import { conflictSummary } from '../../shared/appointment-text';

/** The marker of an appointment that collides with another of its groomer's; its title lists them. */
export function ConflictBadge({ conflicts }: { conflicts: readonly ConflictEntryDto[] }) {
  return (
    <Badge color="red" variant="filled" size="sm" title={conflictSummary(conflicts)} style={{ cursor: 'help', flexShrink: 0 }}>
      Conflict
    </Badge>
  );
}
