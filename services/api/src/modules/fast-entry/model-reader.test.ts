import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FastEntryReaders } from './fast-entry-readers';
import { ModelReader } from './model-reader';
import { readAppointment } from './reader/built-in-reader';
import { NameIndex } from './reader/name-index';
import { crowdOfCustomers } from './testing/crowd';
import { SENTENCE_CUSTOMERS, SENTENCE_GROOMERS, SENTENCES_TODAY } from './testing/sentences';

const API_KEY = 'sk-test-key-that-must-never-be-logged-0123456789';
const company = {
  today: SENTENCES_TODAY,
  customers: new NameIndex([...crowdOfCustomers(2000), ...SENTENCE_CUSTOMERS]),
  groomers: new NameIndex(SENTENCE_GROOMERS),
};
const maria = SENTENCE_CUSTOMERS[0]!;
const sam = SENTENCE_GROOMERS[0]!;
const SENTENCE = 'Bella for Maria Garcia tomorrow at 2pm with Sam, small dog bath';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model: string; system: string; max_tokens: number; messages: { role: string; content: string }[] };
}

/** What the local provider does with the next request. */
type Behaviour = { status: number; body: string } | 'hang';

/** A message as the provider's Messages API answers it, its text the given one. */
function message(text: string): string {
  return JSON.stringify({
    id: 'msg_local_1',
    type: 'message',
    role: 'assistant',
    model: 'claude-haiku-4-5',
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 100, output_tokens: 50 },
  });
}

const details = {
  customer_id: maria.id,
  customer_name: 'Maria Garcia',
  dog_name: 'Bella',
  date: '03/12/2026',
  time: '14:00',
  groomer_id: sam.id,
  groomer_name: 'Sam Chen',
  charged_amount: 80,
  duration_minutes: null,
  notes: 'Small dog bath',
};

describe('the model reader, against a local server that answers as the provider does', () => {
  let server: http.Server;
  let baseUrl: string;
  let behaviour: Behaviour;
  const received: Received[] = [];
  const hanging: http.ServerResponse[] = [];
  const warnings: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(raw) });
        if (behaviour === 'hang') {
          hanging.push(response);
          return;
        }
        response.writeHead(behaviour.status, { 'content-type': 'application/json', 'request-id': 'req_local' });
        response.end(behaviour.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const response of hanging) response.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    received.length = 0;
    warnings.length = 0;
  });

  const readers = (timeoutMs = 5000) =>
    new FastEntryReaders(new ModelReader({ apiKey: API_KEY, baseUrl, model: 'claude-haiku-4-5', timeoutMs }), (line) => warnings.push(line));

  it("sends the sentence with today, the groomers, the services and only the customers near its words, and takes the model's details", async () => {
    behaviour = { status: 200, body: message(`Here you go:\n\`\`\`json\n${JSON.stringify(details)}\n\`\`\``) };
    const reading = await readers().read(SENTENCE, company);

    expect(reading).toEqual({ reader: 'model', details });
    expect(warnings).toEqual([]);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe('/v1/messages');
    // The SDK sends the key as x-api-key or as a bearer token, by version.
    expect(request!.headers['x-api-key'] ?? request!.headers.authorization?.replace(/^Bearer /, '')).toBe(API_KEY);
    expect(request!.body.model).toBe('claude-haiku-4-5');
    expect(request!.body.system).toContain('Never guess or invent a value');
    const prompt = request!.body.messages[0]!.content;
    expect(prompt).toContain('Today is Wednesday, 03/11/2026.');
    expect(prompt).toContain(JSON.stringify(SENTENCE));
    expect(prompt).toContain(`{"id":"${maria.id}","name":"Maria Garcia"}`);
    expect(prompt).toContain('"Sam Chen"');
    expect(prompt).toContain('{"service":"Extra large dog bath","price":120}');
    // Of 2,025 customers, only those sharing a word with the sentence.
    const listed = JSON.parse(/^Customers: (.*)$/m.exec(prompt)![1]!) as { name: string }[];
    expect(listed.length).toBeLessThanOrEqual(50);
    expect(listed.map(({ name }) => name)).toContain('Maria Garcia');
    // Each within the allowed typing errors of a name-like word of it: Maria, Marie; Bella, Bell.
    expect(listed.every(({ name }) => /\bmari[ae]\b|garcia|\bbell|\bsam\b/i.test(name))).toBe(true);
  });

  it('keeps only ids of the company: an id it does not have is dropped and the name stays as the model gave it', async () => {
    behaviour = {
      status: 200,
      body: message(JSON.stringify({ ...details, customer_id: '11111111-1111-4111-8111-111111111111', customer_name: 'Marla Garcia', groomer_name: 'sam' })),
    };
    const reading = await readers().read(SENTENCE, company);
    expect(reading.reader).toBe('model');
    expect(reading.details).toMatchObject({ customer_id: null, customer_name: 'Marla Garcia', groomer_id: sam.id, groomer_name: 'Sam Chen' });
  });

  const builtIn = { reader: 'built-in', details: readAppointment(SENTENCE, company) };

  it.each([
    ['malformed JSON', { status: 200, body: message('{"customer_name": "Maria Garcia", "date": }') }, 'the reply is not valid JSON'],
    ['a reply without JSON', { status: 200, body: message('I could not find an appointment in that.') }, 'the reply holds no JSON object'],
    ['a reply outside the schema', { status: 200, body: message('{"date": "2026-03-12", "time": "2pm"}') }, "the reply does not fit the details' schema (date)"],
    ['a 500', { status: 500, body: JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'Internal server error' } }) }, 'the provider answered 500'],
    ['a 529 (overloaded)', { status: 529, body: JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }) }, 'the provider answered 529'],
    ['a 401', { status: 401, body: JSON.stringify({ type: 'error', error: { type: 'authentication_error', message: `invalid x-api-key ${API_KEY}` } }) }, 'the provider answered 401'],
  ] as const)('falls back to the built-in reader on %s, once, and logs why without the key', async (_name, answer, reason) => {
    behaviour = answer;
    const reading = await readers().read(SENTENCE, company);
    expect(reading).toEqual(builtIn);
    expect(received).toHaveLength(1);
    expect(warnings).toEqual([`Fast entry: the language model's reading was not used (${reason}); the built-in reader answered`]);
    expect(warnings.join('\n')).not.toContain(API_KEY);
  });

  it('falls back when the provider does not answer in time', async () => {
    behaviour = 'hang';
    const started = Date.now();
    const reading = await readers(300).read(SENTENCE, company);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(reading).toEqual(builtIn);
    expect(warnings).toEqual(["Fast entry: the language model's reading was not used (no answer within 300 ms); the built-in reader answered"]);
  });

  it('falls back when the provider cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const offline = new FastEntryReaders(
      new ModelReader({ apiKey: API_KEY, baseUrl: `http://127.0.0.1:${port}`, model: 'claude-haiku-4-5', timeoutMs: 2000 }),
      (line) => warnings.push(line),
    );
    expect(await offline.read(SENTENCE, company)).toEqual(builtIn);
    expect(warnings).toEqual(["Fast entry: the language model's reading was not used (the provider could not be reached); the built-in reader answered"]);
  });

  it('reads with the built-in reader alone when no model is configured', async () => {
    const reading = await new FastEntryReaders(null, (line) => warnings.push(line)).read(SENTENCE, company);
    expect(reading).toEqual(builtIn);
    expect(warnings).toEqual([]);
    expect(received).toHaveLength(0);
  });
});
