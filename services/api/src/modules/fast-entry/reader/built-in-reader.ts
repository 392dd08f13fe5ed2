import type { FastEntryDetails } from '@groombook/contracts';
import { readDate } from './dates';
import { readDogName } from './dogs';
import { readDuration } from './durations';
import { askedNotes, leftoverNotes, readBareNumbers } from './leftovers';
import type { NameIndex } from './name-index';
import { readCustomer, readGroomer, readLoneCustomer, readLoneGroomer } from './parties';
import type { PersonRead } from './people';
import { readService, readStatedPrice } from './prices';
import { Sentence } from './sentence';
import { readTime } from './times';

/** What a reader knows of the company whose staff typed the sentence. */
export interface ReaderCompany {
  /** The company's today (YYYY-MM-DD), which relative dates count from. */
  today: string;
  customers: NameIndex;
  groomers: NameIndex;
  /**
   * The sentence is the customer's own text (a conversation's): the customer is known, so none
   * is read from it, and only what they ask done (the service, "bath", "nails"...) is a note.
   */
  fromCustomer?: boolean;
}

/** YYYY-MM-DD → MM/DD/YYYY, as the assistant answers dates. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * Reads one typed sentence into appointment details, in a few milliseconds and with no
 * network. Each part takes its words out of the sentence in turn, the surest first (a price
 * with its $, a duration with its unit, a time, a date, a service, then the names, which
 * anything else may look like), and what is left that matters becomes the notes. A detail the
 * sentence does not give stays null.
 */
export function readAppointment(prompt: string, company: ReaderCompany): FastEntryDetails {
  const sentence = new Sentence(prompt);
  const statedPrice = readStatedPrice(sentence);
  const duration = readDuration(sentence);
  const time = readTime(sentence);
  const date = readDate(sentence, company.today);
  const service = readService(sentence);
  let groomer = readGroomer(sentence, company.groomers);
  const fromCustomer = company.fromCustomer === true;
  let customer = fromCustomer ? null : readCustomer(sentence, company.customers);
  const dogName = readDogName(sentence, customer, company.groomers, fromCustomer);
  groomer ??= readLoneGroomer(sentence, company.groomers);
  if (!fromCustomer) customer ??= readLoneCustomer(sentence, company.customers);
  const bare = readBareNumbers(
    sentence,
    { dateEnd: date?.end ?? null, groomerEnd: endOf(sentence, groomer) },
    { time: time === null && !date?.time, price: statedPrice === null },
  );
  return {
    customer_id: customer?.id ?? null,
    customer_name: customer?.name ?? null,
    dog_name: dogName,
    date: date ? usDate(date.date) : null,
    time: time?.time ?? date?.time ?? bare.time,
    groomer_id: groomer?.id ?? null,
    groomer_name: groomer?.name ?? null,
    charged_amount: statedPrice ?? bare.price ?? service?.price ?? null,
    duration_minutes: duration ?? time?.minutes ?? null,
    notes: fromCustomer ? askedNotes(sentence, service?.service ?? null) : leftoverNotes(sentence, service?.service ?? null),
  };
}

const endOf = (sentence: Sentence, person: PersonRead | null) => (person ? (sentence.words[person.last]?.end ?? null) : null);
