import { createCompanyRequestSchema } from '@groombook/contracts';

/** Why a company name cannot be saved ('Company name is required', ...), or null when it can. */
export function companyNameError(name: string): string | null {
  const result = createCompanyRequestSchema.shape.name.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Company name is required');
}
