import { CreateCompanies1763769600000 } from './1763769600000-create-companies';

/** Every migration, in order. A new migration is added here. */
export const MIGRATIONS = [CreateCompanies1763769600000];
