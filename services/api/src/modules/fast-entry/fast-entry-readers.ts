import type { FastEntryDetails, FastEntryReaderName } from '@groombook/contracts';
import { readAppointment, type ReaderCompany } from './reader/built-in-reader';
import { ModelReadFailure, type ModelReader } from './model-reader';

export interface FastEntryReading {
  reader: FastEntryReaderName;
  details: FastEntryDetails;
}

/**
 * The two readers behind Fast Appointment Entry: the language model when one is configured,
 * and the built-in reader, which answers alone otherwise and in the model's place whenever
 * the model fails (no answer in time, an error, a reply that is not the details). Each
 * fallback is logged with its reason, never with the key or the sentence.
 */
export class FastEntryReaders {
  constructor(
    private readonly model: ModelReader | null,
    private readonly warn: (message: string) => void,
  ) {}

  async read(sentence: string, company: ReaderCompany): Promise<FastEntryReading> {
    if (this.model) {
      try {
        return { reader: 'model', details: await this.model.read(sentence, company) };
      } catch (error) {
        const reason = error instanceof ModelReadFailure ? error.message : 'an unexpected error';
        this.warn(`Fast entry: the language model's reading was not used (${reason}); the built-in reader answered`);
      }
    }
    return { reader: 'built-in', details: readAppointment(sentence, company) };
  }
}
