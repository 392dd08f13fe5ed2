/**
 * The company a super admin has chosen to work in. Its id goes with every API call
 * (X-Company-Id), its name shows in the header.
 */
export interface ActingCompany {
  id: string;
  name: string;
}

/**
 * Kept in sessionStorage, one entry per user: a reload keeps the choice, each tab may act in
 * its own company, and closing the tab forgets it. Only an id and a name are kept, nothing
 * that grants access: the API checks on every request that the caller is a super admin.
 */
const KEY_PREFIX = 'groombook.acting-company.';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage switched off by the browser's settings: the choice then lasts until a reload.
    return null;
  }
}

function isActingCompany(value: unknown): value is ActingCompany {
  if (!value || typeof value !== 'object') return false;
  const company = value as Partial<Record<keyof ActingCompany, unknown>>;
  return typeof company.id === 'string' && company.id !== '' && typeof company.name === 'string';
}

/** The company `userId` chose in this tab, or null (none, or an entry this build does not understand). */
export function readActingCompany(userId: string): ActingCompany | null {
  const stored = tabStorage()?.getItem(`${KEY_PREFIX}${userId}`);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isActingCompany(parsed) ? { id: parsed.id, name: parsed.name } : null;
  } catch {
    return null;
  }
}

/** Keeps `company` as the choice of `userId` in this tab, or forgets it (null). */
export function keepActingCompany(userId: string, company: ActingCompany | null): void {
  const storage = tabStorage();
  if (!storage) return;
  try {
    if (company) storage.setItem(`${KEY_PREFIX}${userId}`, JSON.stringify({ id: company.id, name: company.name }));
    else storage.removeItem(`${KEY_PREFIX}${userId}`);
  } catch {
    // A full storage only costs the choice on the next reload.
  }
}

/** Forgets every user's choice in this tab, except that of `keptUserId`. */
export function forgetActingCompanies(keptUserId?: string): void {
  const storage = tabStorage();
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(KEY_PREFIX) && key !== `${KEY_PREFIX}${keptUserId}`) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
