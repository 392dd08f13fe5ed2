import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/api-fixture';
import { signIn } from './support/identity';

/** A long answer leaves as bytes written in pieces (core/http/json-answer.ts): it must arrive whole, with its length right, compressed or not. */
describe('a long JSON answer', () => {
  const t = useTestApi();

  it('arrives whole and exact, with a Content-Length of its bytes, plain and compressed', async () => {
    const company = await t.arrange.company('Long Answers');
    await t.arrange.user('staff@long.test', 'staff', company);
    // Names of every width (and long enough, with 1,500 of them, to be written in many pieces).
    await t.arrange.query(
      `INSERT INTO customers (company_id, name, notes) SELECT $1, 'Zoë Åberg 🐕 ' || lpad(i::text, 4, '0'), repeat('note ', 20) FROM generate_series(1, 1500) AS i`,
      [company],
    );
    const { access_token: token } = await signIn(t.api.url, 'staff@long.test');

    const plain = await fetch(`${t.api.url}/api/customers`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8/);
    const body = Buffer.from(await plain.arrayBuffer());
    expect(Number(plain.headers.get('content-length'))).toBe(body.length);
    const answer = JSON.parse(body.toString('utf8')) as { data: { customers: { name: string; notes: string }[] } };
    expect(answer.data.customers).toHaveLength(1500);
    expect(answer.data.customers[0]?.name).toBe('Zoë Åberg 🐕 0001');
    expect(answer.data.customers[1499]?.name).toBe('Zoë Åberg 🐕 1500');

    const gzipped = await fetch(`${t.api.url}/api/customers`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    // fetch undoes the coding itself; the bytes must be the plain answer's.
    expect(Buffer.from(await gzipped.arrayBuffer()).equals(body)).toBe(true);
  });
});
