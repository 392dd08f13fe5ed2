import type { Groomer } from '@groombook/contracts';

export const bella: Groomer = { id: '0f8fad5b-d9cb-469f-a165-70867728950e', name: 'Bella Ruiz' };
export const max: Groomer = { id: '1f8fad5b-d9cb-469f-a165-70867728950e', name: 'Max Turner' };
export const rosie: Groomer = { id: '2f8fad5b-d9cb-469f-a165-70867728950e', name: 'Rosie Chen' };
