import Anthropic, { APIConnectionError, APIConnectionTimeoutError, APIError } from '@anthropic-ai/sdk';
import { fastEntryDetailsSchema, type FastEntryDetails } from '@groombook/contracts';
import { SERVICE_PRICES, TIME_SLOTS } from '@groombook/domain';
import type { FastEntryModelSettings } from '../../core/config/fast-entry-config';
import type { ReaderCompany } from './reader/built-in-reader';
import type { NameIndex } from './reader/name-index';
import { isNameLike } from './reader/salon-words';
import { nameTokens } from './reader/sentence';

const PROVIDER_URL = 'https://api.anthropic.com';
/** The customers named in the prompt: those whose names share a word with the sentence, never the whole list. */
const CUSTOMERS_IN_PROMPT = 50;
const GROOMERS_IN_PROMPT = 100;
const MAX_REPLY_TOKENS = 600;

/** Why the model's reading was not used; the words are ours, never the provider's (which could echo a request). */
export class ModelReadFailure extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ModelReadFailure';
  }
}

const INSTRUCTIONS = `You read one sentence typed by the front desk of a dog grooming salon and turn it into the details of one appointment.
Answer with one JSON object and nothing else, with exactly these keys:
customer_id, customer_name, dog_name, date, time, groomer_id, groomer_name, charged_amount, duration_minutes, notes.
Rules:
- A key the sentence does not give is null. Never guess or invent a value.
- customer_id and customer_name: a customer from the customers list (its id and name), allowing for misspellings. When the sentence names a customer who is not in the list, or several match, customer_id is null and customer_name is the name as written.
- groomer_id and groomer_name: likewise from the groomers list.
- date: MM/DD/YYYY. Relative dates (today, tomorrow, weekdays, "in 3 days") count from today's date given below; a weekday means the next such day after today.
- time: HH:MM on a 24-hour clock. The salon is open ${TIME_SLOTS.firstSlot} to ${TIME_SLOTS.lastSlot}: an hour from 1 to 7 without am or pm is in the afternoon.
- charged_amount: a number. A price the sentence states, else the price of a service it names from the services list.
- duration_minutes: a whole number of minutes, only when the sentence gives a length.
- notes: what is left in the sentence that matters to the appointment (the service named, requests, the dog's temper), else null.`;

function promptFor(sentence: string, company: ReaderCompany): string {
  const words = nameTokens(sentence).filter((word) => isNameLike(word, { everydayAllowed: true }));
  const customers = company.customers.candidates(words, CUSTOMERS_IN_PROMPT).map(({ id, name }) => ({ id, name }));
  const groomers = company.groomers.records.slice(0, GROOMERS_IN_PROMPT).map(({ id, name }) => ({ id, name }));
  const services = SERVICE_PRICES.map(({ service, price }) => ({ service, price }));
  const weekday = new Date(`${company.today}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  const [year, month, day] = company.today.split('-');
  return [
    `Today is ${weekday}, ${month}/${day}/${year}.`,
    `Customers: ${JSON.stringify(customers)}`,
    `Groomers: ${JSON.stringify(groomers)}`,
    `Services: ${JSON.stringify(services)}`,
    `Sentence: ${JSON.stringify(sentence)}`,
  ].join('\n');
}

/** The one JSON object in a reply's text (a model may wrap it in words or a code fence). */
function jsonObjectIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new ModelReadFailure('the reply holds no JSON object');
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new ModelReadFailure('the reply is not valid JSON');
  }
}

/** An id the model gave is kept only when it is a record of the company; the name is then the record's own. */
function ofTheCompany(index: NameIndex, id: string | null | undefined, name: string | null | undefined) {
  const record = id ? index.find(id) : undefined;
  return { id: record?.id ?? null, name: record?.name ?? name?.trim() ?? null };
}

/**
 * Fast Appointment Entry through a language model (the official Anthropic SDK), when an API
 * key is configured. It is given today's date, the company's groomers, the services and the
 * customers whose names come near the sentence's words, and its reply must pass the same
 * schema as the built-in reader's answer; ids it gives are checked against the company's.
 * One attempt, within the configured time: on any failure the caller reads with the built-in
 * reader instead (see FastEntryReaders).
 */
export class ModelReader {
  private readonly client: Anthropic;

  constructor(private readonly settings: FastEntryModelSettings) {
    this.client = new Anthropic({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl ?? PROVIDER_URL,
      timeout: settings.timeoutMs,
      maxRetries: 0,
    });
  }

  async read(sentence: string, company: ReaderCompany): Promise<FastEntryDetails> {
    const message = await this.call(sentence, company);
    const text = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
    const parsed = fastEntryDetailsSchema.safeParse(jsonObjectIn(text));
    if (!parsed.success) throw new ModelReadFailure(`the reply does not fit the details' schema (${parsed.error.issues[0]?.path.join('.') || 'object'})`);
    const details = parsed.data;
    const customer = ofTheCompany(company.customers, details.customer_id, details.customer_name);
    const groomer = ofTheCompany(company.groomers, details.groomer_id, details.groomer_name);
    return {
      customer_id: customer.id,
      customer_name: customer.name || null,
      dog_name: details.dog_name?.trim() || null,
      date: details.date ?? null,
      time: details.time ?? null,
      groomer_id: groomer.id,
      groomer_name: groomer.name || null,
      charged_amount: details.charged_amount ?? null,
      duration_minutes: details.duration_minutes ?? null,
      notes: details.notes?.trim() || null,
    };
  }

  private async call(sentence: string, company: ReaderCompany) {
    try {
      return await this.client.messages.create({
        model: this.settings.model,
        max_tokens: MAX_REPLY_TOKENS,
        system: INSTRUCTIONS,
        messages: [{ role: 'user', content: promptFor(sentence, company) }],
      });
    } catch (error) {
      if (error instanceof APIConnectionTimeoutError) throw new ModelReadFailure(`no answer within ${this.settings.timeoutMs} ms`);
      if (error instanceof APIConnectionError) throw new ModelReadFailure('the provider could not be reached');
      if (error instanceof APIError) throw new ModelReadFailure(`the provider answered ${error.status ?? 'without a status'}`);
      // A reply the SDK itself cannot read (not JSON at all).
      throw new ModelReadFailure('the reply could not be read');
    }
  }
}
