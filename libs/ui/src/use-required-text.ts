import { useState, type ChangeEvent } from 'react';

/**
 * A required text field's value and error. The error shows once the person has typed in the
 * field or left it, or tried to save (`touch()`), not before: a form does not open in red.
 * Spread `inputProps` on the Mantine input.
 */
export function useRequiredText(initial: string, errorOf: (value: string) => string | null) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const error = errorOf(value);
  const touch = () => setTouched(true);
  return {
    value,
    error,
    touch,
    inputProps: {
      value,
      required: true,
      error: touched ? error : null,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.currentTarget.value);
        touch();
      },
      onBlur: touch,
    },
  };
}
