import { createGroomerRequestSchema } from '@groombook/contracts';

/** The name field's error: 'Name is required' when empty or blank, the API's own rule otherwise; null when it can be saved. */
export function groomerNameError(name: string): string | null {
  if (!name.trim()) return 'Name is required';
  const result = createGroomerRequestSchema.shape.name.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Name is required');
}
