// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SmsConversationDetail, SmsMessage } from '@groombook/contracts';
import { NO_SMS_NUMBER_MESSAGE } from '@groombook/contracts/light';
import { formatConversationTime } from '@groombook/domain';
import {
  answer,
  buildSmsConversation,
  buildSmsMessage,
  cleanUpAfterEach,
  fakeApi,
  renderWithProviders,
  requestsTo,
  type Handler,
} from '@groombook/ui-testing';
import MarketingApp from '../app';

const CUSTOMER_ID = '00000000-0000-4000-8000-00000000b001';
const CONVERSATION = 'GET /api/sms-conversations';

const question = buildSmsMessage({ direction: 'inbound', status: 'received', messageText: 'Is Bella ready?', sentAt: '2026-03-01T15:00:00Z' });
const answerText = buildSmsMessage({ direction: 'outbound', status: 'delivered', messageText: 'Yes, come by at 4', sentAt: '2026-03-01T15:05:00Z' });
const promo = buildSmsMessage({ direction: 'outbound', status: 'failed', isCampaignMessage: true, messageText: 'Baths 20% off', failureReason: 'Unreachable number' });

function detailOf(messages: SmsMessage[], conversation: Partial<SmsConversationDetail['conversation']> = {}): SmsConversationDetail {
  return {
    conversation: buildSmsConversation({ customer_id: CUSTOMER_ID, customer_name: 'Bella Owner', customer_phone: '(555) 010-2000', ...conversation }),
    messages,
    customer: { id: CUSTOMER_ID, name: 'Bella Owner', phone_number: '(555) 010-2000' },
  };
}

const conversationAnswer = (detail: SmsConversationDetail) => () => answer(200, { success: true, data: detail });
const markedRead: Handler = () => answer(200, { success: true });

function open(handlers: Record<string, Handler>) {
  const fetchMock = fakeApi({ 'PUT /api/sms-conversations': markedRead, ...handlers }, 'admin');
  // With the shell's live updates: the page keeps no stream of its own.
  const view = renderWithProviders(<MarketingApp />, { route: `/customer-conversation/${CUSTOMER_ID}`, liveUpdates: true });
  return { fetchMock, ...view };
}

const bubble = (text: string) => screen.getByText(text).closest('[data-side]') as HTMLElement;
const replyBox = () => screen.getByPlaceholderText('Type your reply...') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(replyBox(), { target: { value: text } });

describe('the conversation page', () => {
  cleanUpAfterEach();

  it('shows the customer in the header, with the unread badge, and a way back to the conversations', async () => {
    open({ [CONVERSATION]: conversationAnswer(detailOf([question], { unread_count: 3 })) });
    expect(await screen.findByRole('heading', { name: 'Bella Owner' })).toBeTruthy();
    expect(screen.getByText('(555) 010-2000')).toBeTruthy();
    expect(screen.getByText('3 unread')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Messages' }).getAttribute('href')).toBe('/messages');
  });

  it("puts the salon's messages right as Admin and the customer's left as Customer, each with its status and time", async () => {
    open({ [CONVERSATION]: conversationAnswer(detailOf([question, answerText, promo])) });
    await screen.findByText('Is Bella ready?');

    const incoming = bubble('Is Bella ready?');
    expect(incoming.dataset.side).toBe('left');
    expect(within(incoming).getByText('Customer')).toBeTruthy();
    expect(incoming.textContent).toContain(`Received · ${formatConversationTime(question.sentAt)}`);
    expect(within(incoming).queryByText('Campaign')).toBeNull();

    const reply = bubble('Yes, come by at 4');
    expect(reply.dataset.side).toBe('right');
    expect(within(reply).getByText('Admin')).toBeTruthy();
    expect(reply.textContent).toContain(`Delivered · ${formatConversationTime(answerText.sentAt)}`);
    expect(within(reply).queryByText('Campaign')).toBeNull();

    const campaign = bubble('Baths 20% off');
    expect(within(campaign).getByText('Campaign')).toBeTruthy();
    expect(within(campaign).getByText(/Failed/)).toBeTruthy();
    expect(within(campaign).getByText('Unreachable number')).toBeTruthy();

    const order = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(order.map((text) => text?.includes('Is Bella ready?'))).toEqual([true, false, false]);
  });

  it('fetches the conversation on opening and marks it read with PUT', async () => {
    const { fetchMock } = open({ [CONVERSATION]: conversationAnswer(detailOf([question], { unread_count: 1 })) });
    await screen.findByText('Is Bella ready?');
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/sms-conversations')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'PUT /api/sms-conversations')[0]?.url.searchParams.get('customerId')).toBe(CUSTOMER_ID);
    expect(requestsTo(fetchMock, CONVERSATION)[0]?.url.searchParams.get('customerId')).toBe(CUSTOMER_ID);
  });

  it("says 'No messages yet' and 'Start a new conversation' when there are none", async () => {
    open({ [CONVERSATION]: conversationAnswer(detailOf([], { last_message_at: null, last_message_preview: null })) });
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.getByText('Start a new conversation')).toBeTruthy();
  });

  it('sends with Enter (trimmed), clears the reply and shows the message; Shift+Enter only starts a new line', async () => {
    const sent = buildSmsMessage({ direction: 'outbound', status: 'queued', messageText: 'See you at 4' });
    // The server keeps what it sends, so reading the conversation again still has it.
    const stored = [question];
    const { fetchMock } = open({
      [CONVERSATION]: () => answer(200, { success: true, data: detailOf(stored) }),
      'POST /api/sms-conversations': () => {
        stored.push(sent);
        return answer(201, { success: true, data: { message: sent } });
      },
    });
    await screen.findByText('Is Bella ready?');

    type('  See you at 4\n');
    // Not prevented: the textarea inserts its new line.
    expect(fireEvent.keyDown(replyBox(), { key: 'Enter', shiftKey: true })).toBe(true);
    expect(requestsTo(fetchMock, 'POST /api/sms-conversations')).toHaveLength(0);

    expect(fireEvent.keyDown(replyBox(), { key: 'Enter' })).toBe(false);
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/sms-conversations')).toHaveLength(1));
    const [post] = requestsTo(fetchMock, 'POST /api/sms-conversations');
    expect(post?.body).toEqual({ message: 'See you at 4' });
    expect(post?.url.searchParams.get('customerId')).toBe(CUSTOMER_ID);
    expect(await screen.findByText('See you at 4')).toBeTruthy();
    await waitFor(() => expect(replyBox().value).toBe(''));
  });

  it('cannot send an empty or blank reply', async () => {
    const { fetchMock } = open({ [CONVERSATION]: conversationAnswer(detailOf([question])) });
    await screen.findByText('Is Bella ready?');
    const send = () => screen.getByRole('button', { name: 'Send' });

    expect(send().hasAttribute('disabled')).toBe(true);
    type('   \n  ');
    expect(send().hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(replyBox(), { key: 'Enter' });
    fireEvent.click(send());
    type('Hello');
    expect(send().hasAttribute('disabled')).toBe(false);
    expect(requestsTo(fetchMock, 'POST /api/sms-conversations')).toHaveLength(0);
  });

  it("shows why a send failed, and keeps the reply", async () => {
    open({
      [CONVERSATION]: conversationAnswer(detailOf([question])),
      'POST /api/sms-conversations': () => answer(409, { success: false, message: 'This number has opted out', code: 'CONFLICT' }),
    });
    await screen.findByText('Is Bella ready?');
    type('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(screen.getByText('This number has opted out')).toBeTruthy();
    expect(replyBox().value).toBe('Hello');
  });

  it('shows an opted-out number and why nothing can be sent to it', async () => {
    open({ [CONVERSATION]: conversationAnswer(detailOf([question], { opted_out: true })) });
    await screen.findByText('Is Bella ready?');
    expect(screen.getAllByText('Opted out').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/opted out of text messages \(STOP\)/).length).toBeGreaterThan(0);
    expect(replyBox().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('says the salon has no texting number and closes the reply box, sending nothing', async () => {
    const { fetchMock } = open({
      [CONVERSATION]: conversationAnswer(detailOf([question])),
      'GET /api/sms-number': () => answer(200, { success: true, data: { sms_number: null, sms_enabled: true } }),
    });
    await screen.findByText('Is Bella ready?');
    expect(await screen.findByText('No texting number')).toBeTruthy();
    expect(screen.getAllByText(NO_SMS_NUMBER_MESSAGE).length).toBeGreaterThan(0);
    expect(replyBox().disabled).toBe(true);
    fireEvent.keyDown(replyBox(), { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    expect(requestsTo(fetchMock, 'POST /api/sms-conversations')).toHaveLength(0);
  });

  it('keeps the reply box open when the salon has a texting number', async () => {
    const { fetchMock } = open({
      [CONVERSATION]: conversationAnswer(detailOf([question])),
      'GET /api/sms-number': () => answer(200, { success: true, data: { sms_number: '+12015550100', sms_enabled: true } }),
    });
    await screen.findByText('Is Bella ready?');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/sms-number')).toHaveLength(1));
    type('Hello');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText('No texting number')).toBeNull();
    expect(replyBox().disabled).toBe(false);
  });

  it("says 'Customer not found' for a customer the company does not have, and Go Back leaves", async () => {
    const { location } = open({ [CONVERSATION]: () => answer(404, { success: false, message: 'Customer not found', code: 'NOT_FOUND' }) });
    expect(await screen.findByText('Customer not found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(location.href).toBe('/messages'));
  });

  it('shows a new message from the customer as soon as the live stream announces it', async () => {
    const reply = buildSmsMessage({ direction: 'inbound', status: 'received', messageText: 'Thanks!' });
    let messages = [question];
    let push: (text: string) => void = () => undefined;
    open({
      [CONVERSATION]: () => answer(200, { success: true, data: detailOf(messages) }),
      'GET /api/events': () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (text) => controller.enqueue(new TextEncoder().encode(text));
            },
          }),
          { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
        ),
    });
    await screen.findByText('Is Bella ready?');

    messages = [question, reply];
    await waitFor(() => push('data: {"type":"sms.message","customerId":"' + CUSTOMER_ID + '","messageId":"' + reply.id + '"}\n\n'));
    expect(await screen.findByText('Thanks!')).toBeTruthy();
  });
});
