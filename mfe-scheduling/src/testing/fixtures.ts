import { buildGroomer } from '@groombook/ui-testing';

export const bella = buildGroomer({ name: 'Bella Ruiz' });
export const max = buildGroomer({ name: 'Max Turner' });
export const rosie = buildGroomer({ name: 'Rosie Chen' });
