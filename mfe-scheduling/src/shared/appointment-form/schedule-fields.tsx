import { useEffect, useRef } from 'react';
import { APPOINTMENT_DURATION } from '@groombook/domain';
import { SimpleGrid, TextInput } from '@groombook/ui';
import { NumberInput } from '@groombook/ui/controls';
import type { AppointmentFieldErrors, AppointmentFormValues } from './appointment-values';
import { TimeField } from './time-field';

export interface ScheduleFieldsProps {
  values: Pick<AppointmentFormValues, 'date' | 'time' | 'duration'>;
  errors: AppointmentFieldErrors;
  onChange: <K extends 'date' | 'time' | 'duration'>(key: K, value: AppointmentFormValues[K]) => void;
  /** Puts the keyboard in Date once shown (a page whose purpose is this form). */
  focusDate?: boolean;
}

/** Date, Time (through the time picker) and Duration (minutes). */
export function ScheduleFields({ values, errors, onChange, focusDate = false }: ScheduleFieldsProps) {
  const date = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusDate) date.current?.focus();
  }, [focusDate]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput
        ref={date}
        type="date"
        label="Date"
        required
        value={values.date}
        onChange={(event) => onChange('date', event.currentTarget.value)}
        error={errors.date}
      />
      <TimeField value={values.time} onChange={(time) => onChange('time', time)} error={errors.time} />
      <NumberInput
        label="Duration (minutes)"
        min={APPOINTMENT_DURATION.minMinutes}
        max={APPOINTMENT_DURATION.maxMinutes}
        step={APPOINTMENT_DURATION.stepMinutes}
        allowDecimal={false}
        allowNegative={false}
        value={values.duration}
        onChange={(value) => onChange('duration', value)}
        error={errors.duration}
      />
    </SimpleGrid>
  );
}
