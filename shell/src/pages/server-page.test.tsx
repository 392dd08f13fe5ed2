// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@groombook/routes';
import { ServerPage } from './server-page';
import { renderInShell } from '../testing/render-in-shell';
import { findRemoteArea } from '../remotes/remote-routes';

afterEach(cleanup);

const optInAddress = `${ROUTES.smsOptIn.path}?company_id=c1&phone=201-555-0123`;

describe("the customers' opt-in pages inside the shell", () => {
  it('are loaded from the server when a link inside the application leads there', async () => {
    const load = vi.fn();
    renderInShell([{ path: ROUTES.smsOptIn.path, element: <ServerPage load={load} documentPath={ROUTES.customers.path} /> }], optInAddress);
    await waitFor(() => expect(load).toHaveBeenCalledWith(optInAddress));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });

  it('show the not-found page, and never reload, when the server sent the shell for that address', async () => {
    const load = vi.fn();
    renderInShell([{ path: ROUTES.smsOptIn.path, element: <ServerPage load={load} documentPath={ROUTES.smsOptIn.path} /> }], optInAddress);
    await screen.findByText('Unexpected Application Error!');
    expect(load).not.toHaveBeenCalled();
  });

  it('belong to no remote', () => {
    expect(findRemoteArea(ROUTES.smsOptIn.path)).toBeNull();
    expect(findRemoteArea(ROUTES.smsPrivacyPolicy.path)).toBeNull();
  });
});
