import { newPasswordSchema, updatePasswordRequestSchema } from '@groombook/contracts';
import { MIN_PASSWORD_LENGTH } from '@groombook/domain';

/** Why a new password cannot be saved (the two entries differ, or it is too short), or null when it can. */
export function newPasswordError(password: string, confirmation: string): string | null {
  if (password !== confirmation) return 'Passwords do not match';
  const parsed = newPasswordSchema.safeParse(password);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
}

/** Why the current password (asked of a signed-in user changing theirs) cannot be sent, or null. */
export function currentPasswordError(currentPassword: string): string | null {
  const parsed = updatePasswordRequestSchema.shape.current_password.safeParse(currentPassword);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Current password is required');
}
