import { newPasswordSchema, updatePasswordRequestSchema } from '@groombook/contracts';

/** Why a new password cannot be saved (SPEC.md section 5), or null when it can. */
export function newPasswordError(password: string, confirmation: string): string | null {
  if (password !== confirmation) return 'Passwords do not match';
  const parsed = newPasswordSchema.safeParse(password);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Password must be at least 8 characters long');
}

/** Why the current password (asked of a signed-in user changing theirs) cannot be sent, or null. */
export function currentPasswordError(currentPassword: string): string | null {
  const parsed = updatePasswordRequestSchema.shape.current_password.safeParse(currentPassword);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Current password is required');
}
