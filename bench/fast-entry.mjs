#!/usr/bin/env node
// Fast Appointment Entry's built-in reader on a company of 10,000 customers: the time to read
// one sentence (p50, p95) and how many fields of the measured sentences it gets right, in
// process; how many fields it gets right on the held-out sentences (support/fast-entry-held-out.mjs,
// which no test requires and the reader was not tuned on), per field and overall; then the measured
// sentences through the built API (POST /api/fast-entry, one at a time: token check, the company's
// snapshot, the kept customer index, the reading, JSON).
//
//   npm run build && node bench/fast-entry.mjs
//   BENCH_FAST_ENTRY_ACCURACY_ONLY=1 node bench/fast-entry.mjs   (the accuracy figures only: no API, nothing written)
import pg from 'pg';
import { importBundled } from './support/bundle-module.mjs';
import { figure, writeFigures } from './support/figures.mjs';
import { HELD_OUT_CUSTOMERS, HELD_OUT_GROOMERS, HELD_OUT_SENTENCES, HELD_OUT_TODAY, heldOutAccuracy } from './support/fast-entry-held-out.mjs';
import {
  HELD_OUT_2_CUSTOMERS,
  HELD_OUT_2_DESK_SENTENCES,
  HELD_OUT_2_GROOMERS,
  HELD_OUT_2_TEXT_SENTENCES,
  HELD_OUT_2_TODAY,
  heldOut2Details,
} from './support/fast-entry-held-out-2.mjs';
import { addCompanyWithUser, percentile, rerunWithProductNodeFlags, signInBenchUser, startApi, throwawayDatabase, writeResults } from './support/harness.mjs';

// The floor (the reader alone) runs in this process: under the product's Node flags, as the API.
rerunWithProductNodeFlags();

const CUSTOMERS = 10_000;
const ROUNDS = Number(process.env.BENCH_FAST_ENTRY_ROUNDS ?? 30);
const P95_TARGET_MS = 20;

const reader = await importBundled('services/api/src/modules/fast-entry/testing/measure.ts');
const { FAST_ENTRY_FIELDS, NameIndex, SENTENCES, SENTENCE_CUSTOMERS, SENTENCE_GROOMERS, SENTENCES_TODAY, crowdOfCustomers, fieldAccuracy, readAppointment } = reader;

const customers = [...crowdOfCustomers(CUSTOMERS - SENTENCE_CUSTOMERS.length), ...SENTENCE_CUSTOMERS];
const heapBefore = process.memoryUsage().heapUsed;
const indexStarted = performance.now();
const company = { today: SENTENCES_TODAY, customers: new NameIndex(customers), groomers: new NameIndex(SENTENCE_GROOMERS) };
const indexMs = performance.now() - indexStarted;
const indexMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

// In process: every sentence ROUNDS times (the first round is the warm-up), each reading timed alone.
const sentences = SENTENCES.map(([sentence]) => sentence);
const inProcess = [];
for (let round = 0; round <= ROUNDS; round++) {
  for (const sentence of sentences) {
    const started = performance.now();
    readAppointment(sentence, company);
    if (round > 0) inProcess.push(performance.now() - started);
  }
}
inProcess.sort((a, b) => a - b);
const accuracy = fieldAccuracy((sentence) => readAppointment(sentence, company));

console.log(`Fast entry, built-in reader: ${sentences.length} sentences x ${ROUNDS} rounds on ${company.customers.size.toLocaleString('en-US')} customers`);
console.log(`  customer index built in ${indexMs.toFixed(0)} ms, about ${indexMb.toFixed(0)} MB of heap`);
console.log(`  per sentence: p50 ${percentile(inProcess, 50).toFixed(2)} ms, p95 ${percentile(inProcess, 95).toFixed(2)} ms, max ${inProcess.at(-1).toFixed(2)} ms`);
console.log(`  field accuracy on the tuned sentences (the unit tests'): ${accuracy.correct}/${accuracy.fields} (${(accuracy.accuracy * 100).toFixed(1)}%), ${accuracy.wholeSentences}/${accuracy.sentences} sentences wholly right`);
for (const miss of accuracy.misses) console.log(`    ${JSON.stringify(miss.sentence)} ${miss.field}: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.got)}`);

// The held-out sentences, in a company of their own: its customers and groomers, its today.
const heldOutCompany = { today: HELD_OUT_TODAY, customers: new NameIndex(HELD_OUT_CUSTOMERS), groomers: new NameIndex(HELD_OUT_GROOMERS) };
const heldOut = heldOutAccuracy((sentence) => readAppointment(sentence, heldOutCompany), FAST_ENTRY_FIELDS);
const percent = (correct, total) => `${((correct / total) * 100).toFixed(1)}%`;
console.log(
  `  field accuracy on the held-out sentences (unseen, not required by any test): ${heldOut.correct}/${heldOut.fields} (${percent(heldOut.correct, heldOut.fields)}), ` +
    `${heldOut.wholeSentences}/${heldOut.sentences} sentences wholly right`,
);
console.log(`    per field: ${FAST_ENTRY_FIELDS.map((field) => `${field} ${percent(heldOut.perField[field].correct, heldOut.perField[field].total)}`).join(', ')}`);
for (const miss of heldOut.misses) console.log(`    ${JSON.stringify(miss.sentence)} ${miss.field}: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.got)}`);

// The second held-out corpus, in a company of its own: the desk's sentences against its customers,
// the customers' texts against none (the conversation fixes the customer), as the suggestion reads them.
const secondGroomers = new NameIndex(HELD_OUT_2_GROOMERS);
const deskCompany = { today: HELD_OUT_2_TODAY, customers: new NameIndex(HELD_OUT_2_CUSTOMERS), groomers: secondGroomers };
const textCompany = { today: HELD_OUT_2_TODAY, customers: new NameIndex([]), groomers: secondGroomers, fromCustomer: true };
const desk2 = heldOutAccuracy((sentence) => readAppointment(sentence, deskCompany), FAST_ENTRY_FIELDS, HELD_OUT_2_DESK_SENTENCES, heldOut2Details);
const texts2 = heldOutAccuracy((sentence) => readAppointment(sentence, textCompany), FAST_ENTRY_FIELDS, HELD_OUT_2_TEXT_SENTENCES, heldOut2Details);
const second = { correct: desk2.correct + texts2.correct, fields: desk2.fields + texts2.fields, wholeSentences: desk2.wholeSentences + texts2.wholeSentences, sentences: desk2.sentences + texts2.sentences };
console.log(
  `  field accuracy on the second held-out corpus (${second.sentences} sentences): ${second.correct}/${second.fields} (${percent(second.correct, second.fields)}), ` +
    `${second.wholeSentences}/${second.sentences} sentences wholly right; desk ${percent(desk2.correct, desk2.fields)}, customers' texts ${percent(texts2.correct, texts2.fields)}`,
);
for (const part of [desk2, texts2]) {
  console.log(`    per field: ${FAST_ENTRY_FIELDS.map((field) => `${field} ${percent(part.perField[field].correct, part.perField[field].total)}`).join(', ')}`);
  for (const miss of part.misses) console.log(`    ${JSON.stringify(miss.sentence)} ${miss.field}: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.got)}`);
}
if (process.env.BENCH_FAST_ENTRY_ACCURACY_ONLY) process.exit(0);

// Through the built API, on Postgres: the same customers in one company, sentences sent one after another.
const database = await throwawayDatabase('fast_entry');
const stops = [];
let overHttp;
try {
  // Readings a user may ask for in a minute raised to the most allowed: the figure is a reading's wait, not the limit's.
  const api = await startApi({ DATABASE_URL: database.url, ANTHROPIC_API_KEY: '', FAST_ENTRY_RATE_LIMIT: '10000' });
  stops.push(api.stop);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const companyId = await addCompanyWithUser(db);
  await db.query('INSERT INTO customers (company_id, name) SELECT $1, unnest($2::text[])', [companyId, customers.map((c) => c.name)]);
  await db.query('INSERT INTO groomers (company_id, name) SELECT $1, unnest($2::text[])', [companyId, SENTENCE_GROOMERS.map((g) => g.name)]);
  await db.end();
  const headers = { Authorization: `Bearer ${await signInBenchUser(api.url)}`, 'Content-Type': 'application/json' };
  const send = async (prompt) => {
    const response = await fetch(`${api.url}/api/fast-entry`, { method: 'POST', headers, body: JSON.stringify({ prompt }) });
    if (response.status !== 200) throw new Error(`POST /api/fast-entry answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  // The first request loads and indexes the company's customers; it is timed apart.
  const firstStarted = performance.now();
  await send(sentences[0]);
  const firstMs = performance.now() - firstStarted;
  const latencies = [];
  for (let round = 0; round < Math.max(3, Math.floor(ROUNDS / 5)); round++) {
    for (const sentence of sentences) {
      const started = performance.now();
      await send(sentence);
      latencies.push(performance.now() - started);
    }
  }
  latencies.sort((a, b) => a - b);
  overHttp = { firstMs, p50: percentile(latencies, 50), p95: percentile(latencies, 95), requests: latencies.length };
  console.log(`POST /api/fast-entry, one at a time (${latencies.length} requests): first (loads the index) ${firstMs.toFixed(0)} ms, then p50 ${overHttp.p50.toFixed(2)} ms, p95 ${overHttp.p95.toFixed(2)} ms`);
} finally {
  for (const stop of stops.reverse()) await stop();
  await database.drop();
}

const readerP95 = percentile(inProcess, 95);
writeResults('fast-entry', {
  customers: company.customers.size,
  sentences: sentences.length,
  rounds: ROUNDS,
  index: { ms: indexMs, heapMb: indexMb },
  reader: { p50: percentile(inProcess, 50), p95: readerP95, max: inProcess.at(-1) },
  accuracy: { correct: accuracy.correct, fields: accuracy.fields, sentencesWhollyRight: accuracy.wholeSentences, misses: accuracy.misses },
  heldOut: {
    sentences: HELD_OUT_SENTENCES.length,
    correct: heldOut.correct,
    fields: heldOut.fields,
    sentencesWhollyRight: heldOut.wholeSentences,
    perField: heldOut.perField,
    misses: heldOut.misses,
  },
  heldOut2: {
    sentences: second.sentences,
    correct: second.correct,
    fields: second.fields,
    sentencesWhollyRight: second.wholeSentences,
    desk: { correct: desk2.correct, fields: desk2.fields, misses: desk2.misses },
    texts: { correct: texts2.correct, fields: texts2.fields, misses: texts2.misses },
  },
  api: overHttp,
});
writeFigures('fast-entry', [
  figure({ figure: 'fast entry: reader p95 a sentence, 10,000 customers (ms)', unit: 'ms', product: readerP95, target: { atMost: P95_TARGET_MS } }),
  figure({ figure: 'fast entry: reader p50 a sentence (ms)', unit: 'ms', product: percentile(inProcess, 50) }),
  figure({
    figure: `fast entry: fields right on the ${sentences.length} tuned sentences (the unit tests') (%)`,
    unit: '%',
    product: accuracy.accuracy * 100,
    target: { atLeast: 95 },
  }),
  figure({
    figure: `fast entry: fields right on ${heldOut.sentences} held-out sentences (unseen) (%)`,
    unit: '%',
    product: heldOut.accuracy * 100,
  }),
  figure({
    figure: `fast entry: fields right on ${second.sentences} sentences of the second held-out corpus (desk and customers' texts) (%)`,
    unit: '%',
    product: (second.correct / second.fields) * 100,
    target: { atLeast: 95 },
  }),
  figure({
    figure: `fast entry: held-out sentences wholly right (%)`,
    unit: '%',
    product: (heldOut.wholeSentences / heldOut.sentences) * 100,
  }),
  figure({
    figure: 'fast entry: POST /api/fast-entry p95, 10,000 customers (ms)',
    unit: 'ms',
    product: overHttp.p95,
    floor: readerP95,
    floorLabel: 'the reader alone, in process',
    target: { atMost: P95_TARGET_MS },
  }),
  figure({ figure: 'fast entry: customer index of 10,000 built (ms)', unit: 'ms', product: indexMs }),
]);
