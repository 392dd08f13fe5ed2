// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@groombook/auth';
import { DEFAULT_REMINDER_TEMPLATE } from '@groombook/domain';
import { dismissFeedback, FeedbackToast } from '@groombook/ui';
import { renderInShell } from '../../testing/render-in-shell';
import { answer, stubApiForEachTest } from '../../testing/stub-api';
import { RemindersSection } from './reminders-section';
import { segmentCount } from './reminder-editor';

const fetchMock = stubApiForEachTest();
afterEach(() => sessionStore.getState().signOut());
afterEach(() => act(() => dismissFeedback()));

const PREVIEW = "Hi Bella! Happy Paws here: a reminder of Rex's grooming appointment on Fri, May 8 at 9:30 AM.";

function serve() {
  let reminders: unknown[] = [{ kind: 'day_before', time: '10:00', template: DEFAULT_REMINDER_TEMPLATE }];
  const bodies: Record<string, unknown[]> = {};
  fetchMock.mockImplementation(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(url), 'http://groombook.test').pathname}`;
    const body = init?.body ? (JSON.parse(String(init.body)) as { reminders?: unknown[] }) : undefined;
    (bodies[key] ??= []).push(body);
    if (key === 'GET /api/reminder-settings') return answer(200, { success: true, reminders });
    if (key === 'PUT /api/reminder-settings') {
      reminders = body?.reminders ?? [];
      return answer(200, { success: true, reminders });
    }
    if (key === 'POST /api/reminder-settings/preview') return answer(200, { success: true, text: PREVIEW, segments: 1, encoding: 'gsm', appointment_id: 'a-1' });
    return answer(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
  });
  return bodies;
}

const render = () => {
  sessionStore.getState().signIn(
    { accessToken: 'a', expiresAt: Date.now() + 3_600_000, user: { id: 'user-42', email: 'pat@example.test', createdAt: '2026-03-05T10:00:00Z' } },
    { role: 'admin', companyId: '0b7d2f4e-6a51-4c1e-9d7a-3f2b8c9e1a40' },
  );
  renderInShell(
    [
      {
        path: '/settings',
        element: (
          <>
            <RemindersSection />
            <FeedbackToast />
          </>
        ),
      },
    ],
    '/settings',
  );
};
const text = (n: number) => screen.getByLabelText(`Reminder ${n}: text`) as HTMLTextAreaElement;

describe('the reminders settings', { timeout: 15_000 }, () => {
  it('shows each reminder with its segment count at full length, and refuses unknown fields by name before saving', async () => {
    const bodies = serve();
    render();
    await screen.findByLabelText('Reminder 1: text');
    expect(text(1).value).toBe(DEFAULT_REMINDER_TEMPLATE);
    expect(segmentCount(DEFAULT_REMINDER_TEMPLATE)).toMatch(/^2 SMS segments · \d+ characters$/);
    expect(screen.getByText(segmentCount(DEFAULT_REMINDER_TEMPLATE))).toBeTruthy();

    fireEvent.change(text(1), { target: { value: 'Hi {owner}, see {pet_name}' } });
    expect(screen.getByText('1 SMS segment · 30 characters')).toBeTruthy();
    expect(screen.getByText(/^Unknown field \{owner\}; use \{customer_first_name\}/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(screen.getAllByText(/Unknown field \{owner\}/).length).toBeGreaterThan(0));
    expect(bodies['PUT /api/reminder-settings']).toBeUndefined();
  });

  it('inserts fields as chips, adds up to three reminders, and saves the list in one request', async () => {
    const bodies = serve();
    render();
    await screen.findByLabelText('Reminder 1: text');
    fireEvent.click(screen.getByRole('button', { name: 'Add reminder' }));
    fireEvent.change(text(2), { target: { value: 'See ' } });
    text(2).setSelectionRange(4, 4);
    fireEvent.click(within(screen.getByRole('region', { name: 'Reminder 2' })).getByRole('button', { name: '{pet_name}' }));
    expect(text(2).value).toBe('See {pet_name}');
    fireEvent.change(screen.getByLabelText('Hours before'), { target: { value: '48' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect((screen.getByRole('button', { name: 'Add reminder' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(screen.getByRole('region', { name: 'Reminder 3' })).getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() =>
      expect(bodies['PUT /api/reminder-settings']).toEqual([
        {
          reminders: [
            { kind: 'day_before', time: '10:00', template: DEFAULT_REMINDER_TEMPLATE },
            { kind: 'hours_before', hours_before: 48, template: 'See {pet_name}' },
          ],
        },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toContain('Reminders saved');
  });

  it('previews the text filled from the next upcoming appointment', async () => {
    const bodies = serve();
    render();
    await screen.findByLabelText('Reminder 1: text');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByLabelText('Reminder 1: preview')).textContent).toContain(PREVIEW);
    expect(screen.getByLabelText('Reminder 1: preview').textContent).toContain('from the next upcoming appointment');
    expect(bodies['POST /api/reminder-settings/preview']).toEqual([{ template: DEFAULT_REMINDER_TEMPLATE }]);
  });
});
