import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissFeedback, FeedbackToast } from '@groombook/ui';
import { renderWithProviders as render } from '@groombook/ui-testing';

export type { CurrentLocation } from '@groombook/ui-testing';

// The toast's message outlives a test's render: each test starts without one.
afterEach(() => act(() => dismissFeedback()));

/** The shared render helper, starting on this remote's main page, with the toast the shell shows saves and deletes in. */
export function renderWithProviders(ui: ReactElement, { route = '/super-admin/companies' } = {}) {
  return render(
    <>
      {ui}
      <FeedbackToast />
    </>,
    { route },
  );
}
