/**
 * What bench/fast-entry.mjs measures, in one module it bundles: the built-in reader, the
 * name index, the measured sentences, the crowd of customers and the fields of the details.
 */
export { FAST_ENTRY_FIELDS } from '@groombook/contracts';
export { readAppointment } from '../reader/built-in-reader';
export { NameIndex } from '../reader/name-index';
export { crowdOfCustomers } from './crowd';
export { fieldAccuracy, SENTENCE_CUSTOMERS, SENTENCE_GROOMERS, SENTENCES, SENTENCES_TODAY } from './sentences';
