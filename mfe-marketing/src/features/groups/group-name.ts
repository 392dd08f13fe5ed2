import { groupNameSchema } from '@groombook/contracts';

/** The name field's error, by the API's own rule ('Group name is required' while blank); null when it can be saved. */
export function groupNameError(name: string): string | null {
  const result = groupNameSchema.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Group name is required');
}
