import { describe, expect, it } from 'vitest';
import { fastEntryDetailsSchema } from '@groombook/contracts';
import { crowdOfCustomers } from '../testing/crowd';
import { expectedDetails, fieldAccuracy, SENTENCE_CUSTOMERS, SENTENCE_GROOMERS, SENTENCES, SENTENCES_TODAY, TEXT_SENTENCES } from '../testing/sentences';
import { readAppointment } from './built-in-reader';
import { NameIndex } from './name-index';

const company = { today: SENTENCES_TODAY, customers: new NameIndex(SENTENCE_CUSTOMERS), groomers: new NameIndex(SENTENCE_GROOMERS) };

describe('the built-in reader', () => {
  it('has sentences enough to be measured on', () => {
    expect(SENTENCES.length).toBeGreaterThanOrEqual(80);
  });

  it.each(SENTENCES)('%s', (sentence, expected) => {
    const details = readAppointment(sentence, company);
    expect(fastEntryDetailsSchema.parse(details)).toEqual(details);
    expect(details).toEqual(expectedDetails(expected));
  });

  describe("a customer's text, read as the conversation's", () => {
    const texting = { ...company, fromCustomer: true };
    it.each(TEXT_SENTENCES)('%s', (sentence, expected) => {
      expect(readAppointment(sentence, texting)).toEqual(expectedDetails(expected));
    });

    it('never reads a customer from the text, even one of the company named in it', () => {
      const details = readAppointment('this is Maria Garcia, can Coco come friday at 3', texting);
      expect(details).toMatchObject({ customer_id: null, customer_name: null, dog_name: 'Coco', date: '03/13/2026', time: '15:00' });
    });
  });

  it('prints its field accuracy', () => {
    const result = fieldAccuracy((sentence) => readAppointment(sentence, company));
    console.log(
      `Fast entry, built-in reader: ${result.correct}/${result.fields} fields right (${(result.accuracy * 100).toFixed(1)}%), ` +
        `${result.wholeSentences}/${result.sentences} sentences wholly right`,
    );
    for (const miss of result.misses) console.log(`  ${JSON.stringify(miss.sentence)} ${miss.field}: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.got)}`);
    expect(result.accuracy).toBe(1);
  });

  it('reads the same among 10,000 other customers, in milliseconds', () => {
    const crowd = { ...company, customers: new NameIndex([...crowdOfCustomers(10_000), ...SENTENCE_CUSTOMERS]) };
    expect(crowd.customers.size).toBe(10_000 + SENTENCE_CUSTOMERS.length);
    const took: number[] = [];
    const result = fieldAccuracy((sentence) => {
      const started = performance.now();
      const details = readAppointment(sentence, crowd);
      took.push(performance.now() - started);
      return details;
    });
    took.sort((a, b) => a - b);
    const at = (share: number) => took[Math.min(took.length - 1, Math.floor(share * took.length))]!.toFixed(2);
    console.log(`Fast entry among 10,000 customers: ${(result.accuracy * 100).toFixed(1)}% of fields right, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms a sentence`);
    expect(result.misses).toEqual([]);
  });
});
