import { describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { readFastEntryMutationOptions } from './fast-entry';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const reply = {
  success: true,
  reader: 'built-in',
  response: { content: [{ type: 'text', text: '{"dog_name":"Bella","date":"03/12/2026"}' }] },
};

describe('fast entry call', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it('sends the sentence with POST /api/fast-entry and the bearer token, and passes the answer on', async () => {
    fetchMock.mockResolvedValue(answer(200, reply));
    await expect(new MutationObserver(client, readFastEntryMutationOptions()).mutate('Bella tomorrow')).resolves.toEqual(reply);
    expect(lastCall()).toEqual({ url: '/api/fast-entry', method: 'POST', body: { prompt: 'Bella tomorrow' } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it("keeps the failure's status, message and type", async () => {
    fetchMock.mockResolvedValue(
      answer(400, { success: false, message: 'Please enter appointment details to parse.', code: 'VALIDATION_FAILED', type: 'invalid_request_error' }),
    );
    await expect(new MutationObserver(client, readFastEntryMutationOptions()).mutate(' ')).rejects.toMatchObject({
      status: 400,
      message: 'Please enter appointment details to parse.',
      code: 'VALIDATION_FAILED',
      type: 'invalid_request_error',
    });
  });

  it('refuses an answer of another shape', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, response: { content: 'not a list' } }));
    await expect(new MutationObserver(client, readFastEntryMutationOptions()).mutate('Bella')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
