import { describe, expect, it } from 'vitest';
import { fastEntryDetailsSchema } from '@groombook/contracts';
import { expectedDetails, fieldAccuracy, SENTENCE_CUSTOMERS, SENTENCE_GROOMERS, SENTENCES, SENTENCES_TODAY } from '../testing/sentences';
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

  it('prints its field accuracy', () => {
    const result = fieldAccuracy((sentence) => readAppointment(sentence, company));
    console.log(
      `Fast entry, built-in reader: ${result.correct}/${result.fields} fields right (${(result.accuracy * 100).toFixed(1)}%), ` +
        `${result.wholeSentences}/${result.sentences} sentences wholly right`,
    );
    for (const miss of result.misses) console.log(`  ${JSON.stringify(miss.sentence)} ${miss.field}: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.got)}`);
    expect(result.accuracy).toBe(1);
  });
});
