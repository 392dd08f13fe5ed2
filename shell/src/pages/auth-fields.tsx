import { TextInput } from '@groombook/ui';
// Straight from Mantine (the shell provides Mantine, so this is the same copy): the sign-in pages then
// load neither @groombook/ui/controls, whose selects bring floating-ui, nor grow the shared @groombook/ui.
import { PasswordInput } from '@mantine/core';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The form's own check, shown under the field after a submit. */
  error?: string | null;
}

/**
 * The sign-in pages' entries. Each is required, but the form checks it on submit and says
 * what is missing, so no asterisk.
 */
export function EmailField({ value, onChange, error }: FieldProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      required
      withAsterisk={false}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? undefined}
    />
  );
}

interface PasswordFieldProps extends FieldProps {
  label: string;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ label, autoComplete, value, onChange, error }: PasswordFieldProps) {
  return (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      required
      withAsterisk={false}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? undefined}
    />
  );
}
