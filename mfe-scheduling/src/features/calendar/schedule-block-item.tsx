import type { CSSProperties } from 'react';
import type { ScheduleBlock } from '@groombook/contracts';
import { timeRange } from './calendar-layout';

export interface ScheduleBlockItemProps {
  block: ScheduleBlock;
  style?: CSSProperties;
  onOpen: (block: ScheduleBlock) => void;
}

/** A block of a groomer's time on the calendar: hatched, "Blocked" and its label in words, a button that opens it to edit. */
export function ScheduleBlockItem({ block, style, onOpen }: ScheduleBlockItemProps) {
  const range = timeRange({ time: block.time, duration_minutes: block.duration_minutes });
  return (
    <div className="gb-calendar-block gb-calendar-blocked" data-block-id={block.id} style={style}>
      <button type="button" className="gb-calendar-blocked-open" title={`Blocked: ${block.label}`} aria-label={`Blocked: ${block.label}, ${range}`} onClick={() => onOpen(block)}>
        Blocked: {block.label}
      </button>
      <span>{range}</span>
    </div>
  );
}
