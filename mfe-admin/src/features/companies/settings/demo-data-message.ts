import type { DemoDataResult } from '@groombook/contracts';

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** 'Created 25 customers, 4 groomers and 120 appointments' */
export function demoDataMessage({ customers, groomers, appointments }: DemoDataResult): string {
  return `Created ${count(customers, 'customer')}, ${count(groomers, 'groomer')} and ${count(appointments, 'appointment')}`;
}
