import type twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { TwilioSmsProvider } from './twilio-sms-provider';

type Answer = { statusCode: number; body: unknown } | Error;

/** Stands in for Twilio's HTTP client: records each request and answers from the list. */
function fakeHttp(answers: Answer[]) {
  const requests: { method: string; uri: string; data: Record<string, string> }[] = [];
  const client = {
    async request(options: { method: string; uri: string; data: Record<string, string> }) {
      requests.push({ method: options.method, uri: options.uri, data: options.data });
      const answer = answers.shift() ?? new Error('no more answers');
      if (answer instanceof Error) throw answer;
      return { ...answer, headers: {} };
    },
  };
  return { client: client as unknown as twilio.RequestClient, requests };
}

const settings = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'secret-token-value', apiBaseUrl: null };
const request = {
  companyId: 'c1',
  messageId: '7a1c0b6e-0000-4000-8000-000000000001',
  from: { number: '+12015550100', messagingServiceSid: null },
  to: '+12015550147',
  body: 'Hello',
  idempotencyKey: 'k1',
};
const networkError = (code: string) => Object.assign(new Error(code), { code });

describe('the Twilio provider', () => {
  it("creates the message from the company's number, with a status callback naming the message", async () => {
    const http = fakeHttp([{ statusCode: 201, body: { sid: 'SM123', status: 'queued' } }]);
    const provider = new TwilioSmsProvider(settings, 'https://salon.example/', http.client);
    expect(await provider.send(request)).toBe('SM123');
    expect(http.requests[0]).toMatchObject({
      method: 'post',
      uri: `https://api.twilio.com/2010-04-01/Accounts/${settings.accountSid}/Messages.json`,
      data: {
        To: '+12015550147',
        From: '+12015550100',
        Body: 'Hello',
        StatusCallback: 'https://salon.example/api/sms/status?messageId=7a1c0b6e-0000-4000-8000-000000000001',
      },
    });
  });

  it("sends through the company's messaging service when it has one", async () => {
    const http = fakeHttp([{ statusCode: 201, body: { sid: 'SM124' } }]);
    const service = `MG${'2'.repeat(32)}`;
    await new TwilioSmsProvider(settings, 'https://salon.example', http.client).send({ ...request, from: { number: '+12015550100', messagingServiceSid: service } });
    expect(http.requests[0]?.data).toMatchObject({ MessagingServiceSid: service });
    expect(http.requests[0]?.data.From).toBeUndefined();
  });

  it("sends an MMS's photo as its MediaUrl, and no MediaUrl for a text alone", async () => {
    const http = fakeHttp([{ statusCode: 201, body: { sid: 'SM125' } }, { statusCode: 201, body: { sid: 'SM126' } }]);
    const provider = new TwilioSmsProvider(settings, 'https://salon.example', http.client);
    const mediaUrl = 'https://salon.example/api/media/0b5c?company=c1&expires=1900000000&signature=ab';
    await provider.send({ ...request, body: '', mediaUrl });
    await provider.send(request);
    expect(http.requests[0]?.data).toMatchObject({ MediaUrl: [mediaUrl] });
    expect(http.requests[0]?.data.Body).toBeUndefined();
    expect(http.requests[1]?.data.MediaUrl).toBeUndefined();
  });

  it('calls 429 and 5xx retryable, any other refusal permanent', async () => {
    const send = (answer: Answer) => new TwilioSmsProvider(settings, 'https://salon.example', fakeHttp([answer]).client).send(request);
    await expect(send({ statusCode: 429, body: { code: 20429, message: 'Too Many Requests' } })).rejects.toMatchObject({ kind: 'retryable' });
    await expect(send({ statusCode: 503, body: { message: 'Service Unavailable' } })).rejects.toMatchObject({ kind: 'retryable' });
    await expect(send({ statusCode: 400, body: { code: 21610, message: 'Attempt to send to unsubscribed recipient' } })).rejects.toMatchObject({
      kind: 'permanent',
      message: expect.stringContaining('21610'),
    });
  });

  it('retries a connection that never opened, but never a call whose outcome is unknown', async () => {
    const send = (error: Error) => new TwilioSmsProvider(settings, 'https://salon.example', fakeHttp([error]).client).send(request);
    await expect(send(networkError('ECONNREFUSED'))).rejects.toMatchObject({ kind: 'retryable' });
    await expect(send(networkError('ENOTFOUND'))).rejects.toMatchObject({ kind: 'retryable' });
    await expect(send(networkError('ECONNRESET'))).rejects.toMatchObject({ kind: 'permanent', outcomeUnknown: true, message: expect.stringContaining('may have gone out') });
    await expect(send(networkError('ECONNABORTED'))).rejects.toMatchObject({ kind: 'permanent' });
  });
});
