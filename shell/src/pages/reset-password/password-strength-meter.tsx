import { Stack, Text, VisuallyHidden } from '@groombook/ui';
import { List, Progress } from '@groombook/ui/controls';
import { passwordStrength } from '../../auth/password-strength';

/** Advisory only: it colours the bar and ticks the checks, it never blocks saving. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <Stack gap={6} data-strength={strength.color}>
      <Progress
        value={(strength.passed / strength.checks.length) * 100}
        color={strength.color}
        size="sm"
        aria-label={`Password strength: ${strength.passed} of ${strength.checks.length} checks`}
      />
      <List size="xs" spacing={2} center>
        {strength.checks.map((check) => (
          <List.Item
            key={check.label}
            c={check.met ? 'teal' : 'dimmed'}
            icon={
              <Text span size="xs" aria-hidden="true">
                {check.met ? '✓' : '✗'}
              </Text>
            }
          >
            {check.label}
            <VisuallyHidden>{check.met ? ' (met)' : ' (not met)'}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
