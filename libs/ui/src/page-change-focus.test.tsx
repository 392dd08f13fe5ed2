// @vitest-environment happy-dom
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useFocusOnPageChange } from './page-change-focus';

let go: (to: string) => void = () => undefined;
let showPage: (shown: boolean) => void = () => undefined;

/** A page frame whose page first shows a placeholder's heading (hidden from assistive technology), then its own. */
function Frame() {
  const main = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const [pageShown, setPageShown] = useState(false);
  go = (to) => {
    void navigate(to);
  };
  showPage = setPageShown;
  useFocusOnPageChange(main);
  return (
    <main ref={main} tabIndex={-1}>
      {pageShown ? <h1 key="page">Appointments</h1> : <h1 key="placeholder" aria-hidden="true">Appointments</h1>}
    </main>
  );
}

afterEach(cleanup);

describe('the focus after a page change', () => {
  it("goes to the page's own heading, not to the placeholder's drawn while the page loads", async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Frame />
      </MemoryRouter>,
    );
    act(() => go('/appointments'));
    // Only the placeholder's heading: the focus waits.
    expect(document.activeElement?.tagName).not.toBe('H1');
    act(() => showPage(true));
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    expect(document.activeElement?.hasAttribute('aria-hidden')).toBe(false);
  });
});
