// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildAppointment, buildCustomer } from '@groombook/ui-testing';
import { cleanUpAfterEach, fakeApi, type Handler } from '../../testing/fake-api';
import { appointment, conflictMapOf, monthPage, openList } from './list-fixtures';

/** GET /api/events as the server streams it: `push` sends a frame. */
function eventStream() {
  const stream: { push?: (text: string) => void; handler: Handler } = {
    handler: () =>
      Promise.resolve(
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              stream.push = (text) => controller.enqueue(new TextEncoder().encode(text));
            },
          }),
          { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
        ),
      ),
  };
  return stream;
}

describe('the appointments list, live', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 22, 9, 0) });
  });
  cleanUpAfterEach();
  afterEach(() => vi.useRealTimers());

  it('shows an appointment made elsewhere without reloading, when the API says its month changed', async () => {
    const events = eventStream();
    let rows = [appointment('a1')];
    fakeApi({
      'GET /api/appointments': () => monthPage(rows),
      'GET /api/conflict-cache-simple': conflictMapOf(),
      'GET /api/events': events.handler,
    });
    // The list keeps no stream of its own: the shell's live updates refresh what it shows.
    openList('/appointments', { liveUpdates: true });
    await screen.findByRole('row', { name: /Jane Doe/ });
    await waitFor(() => expect(events.push).toBeDefined(), { timeout: 5_000 });

    rows = [appointment('a1'), buildAppointment({ id: 'a2', date: '2026-11-21', time: '10:00' }, { customer: buildCustomer({ name: 'Lou Live' }) })];
    events.push?.('data: {"type":"appointments.changed","months":[{"year":2026,"month":11}]}\n\n');
    expect(await screen.findByRole('row', { name: /Lou Live/ })).toBeTruthy();
  });
});
