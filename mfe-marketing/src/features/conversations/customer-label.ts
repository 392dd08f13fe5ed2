import { NAME_MISSING } from '@groombook/domain';

/** How a customer is named in the conversations: a blank name reads 'Name missing'. */
export function customerLabel(name: string | null | undefined): string {
  return name?.trim() || NAME_MISSING;
}
