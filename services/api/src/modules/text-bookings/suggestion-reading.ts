import type { TextBookingSuggestion } from '@groombook/contracts';
import { readAppointment } from '../fast-entry/reader/built-in-reader';
import { menuEntriesNamed } from '../fast-entry/reader/menu-services';
import { NameIndex } from '../fast-entry/reader/name-index';
import { asPetName } from '../fast-entry/reader/pet-names';

export interface Thread {
  customer: { id: string; name: string | null };
  /** The customer's texts since the salon last wrote, oldest first. */
  texts: string[];
  /** The day the latest of them arrived, in the salon's time zone (YYYY-MM-DD). */
  arrivedOn: string;
  pets: { id: string; name: string }[];
  groomers: { id: string; name: string }[];
  /** The menu's entries still offered. */
  menu: { id: string; name: string }[];
}

/** MM/DD/YYYY → YYYY-MM-DD. */
const isoDate = (us: string) => `${us.slice(6, 10)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;

/**
 * What the customer's texts ask for, read by Fast Appointment Entry's built-in reader as the
 * conversation's: the customer is the thread's (never one named in the text), the dog one of
 * their pets (the only one when the text names none), the day counted from the text's arrival.
 * Null when the texts give no day and no time: they ask for nothing bookable ("thanks!", "STOP").
 * The free times are the caller's to add.
 */
export function readSuggestion(thread: Thread): Omit<TextBookingSuggestion, 'free_times'> | null {
  const text = thread.texts.join('\n');
  if (!text.trim()) return null;
  const read = readAppointment(text, { today: thread.arrivedOn, customers: new NameIndex([]), groomers: new NameIndex(thread.groomers), fromCustomer: true });
  if (read.date === null && read.time === null) return null;
  const pet = petOf(read.dog_name ?? null, thread.pets);
  return {
    customer_id: thread.customer.id,
    customer_name: thread.customer.name,
    text,
    pet_id: pet?.id ?? null,
    dog_name: pet?.name ?? read.dog_name ?? null,
    date: read.date ? isoDate(read.date) : null,
    time: read.time ?? null,
    groomer_id: read.groomer_id ?? null,
    groomer_name: read.groomer_id ? (read.groomer_name ?? null) : null,
    services: menuEntriesNamed(text, thread.menu),
  };
}

/** The customer's pet the text names (a misspelling of one allowed), or their only pet when it names none. */
function petOf(dogName: string | null, pets: Thread['pets']): Thread['pets'][number] | undefined {
  if (dogName === null) return pets.length === 1 ? pets[0] : undefined;
  const name = asPetName(dogName, pets.map((pet) => pet.name)).toLowerCase();
  return pets.find((pet) => pet.name.toLowerCase() === name);
}
