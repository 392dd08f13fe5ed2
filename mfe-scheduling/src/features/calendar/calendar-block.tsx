import type { CSSProperties, HTMLAttributes } from 'react';
import type { AppointmentListItem } from '@groombook/contracts/light';
import { editAppointmentPath } from '@groombook/routes';
import { AppointmentStatusBadge, Badge } from '@groombook/ui';
import { Link } from '@groombook/ui/router';
import { customerNameOf } from '../../shared/appointment-text';
import { timeRange } from './calendar-layout';

export interface CalendarBlockProps extends HTMLAttributes<HTMLDivElement> {
  appointment: AppointmentListItem;
  /** The title of the conflict marker ('Conflicts with: …'), absent when it collides with nothing. */
  conflicts?: string;
  saving?: boolean;
  dragging?: boolean;
  style?: CSSProperties;
  /** The bottom edge's handlers, present when the block can be resized. */
  resizeHandlers?: HTMLAttributes<HTMLDivElement>;
  /** The id of the text that tells how to move the block with the keyboard. */
  keyboardHint?: string;
}

/**
 * An appointment on the calendar: its customer and dog, a link to its edit page (the keyboard's
 * way to move it), its times, its status once it has moved past booked (a word on its colour),
 * and its conflict marker.
 */
export function CalendarBlock({ appointment, conflicts, saving, dragging, resizeHandlers, keyboardHint, ...rest }: CalendarBlockProps) {
  const dog = appointment.dog_name?.trim();
  const name = `${customerNameOf(appointment)}${dog ? ` (${dog})` : ''}`;
  return (
    <div
      className="gb-calendar-block"
      data-appointment-id={appointment.id}
      data-conflict={conflicts ? 'true' : undefined}
      data-status={appointment.status}
      data-saving={saving ? 'true' : undefined}
      data-dragging={dragging ? 'true' : undefined}
      aria-busy={saving || undefined}
      {...rest}
    >
      <Link to={editAppointmentPath(appointment.id)} draggable={false} aria-describedby={keyboardHint} title={name}>
        {name}
      </Link>
      <span>{timeRange(appointment)}</span>
      {appointment.status !== 'booked' && <AppointmentStatusBadge status={appointment.status} size="xs" />}
      {saving && <span>Saving...</span>}
      {conflicts && (
        <Badge color="red" variant="filled" size="xs" title={conflicts} style={{ alignSelf: 'flex-start' }}>
          Conflict
        </Badge>
      )}
      {resizeHandlers && <div className="gb-calendar-resize" aria-hidden="true" {...resizeHandlers} />}
    </div>
  );
}
