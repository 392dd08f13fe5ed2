// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ApiError } from '@groombook/contracts/light';
import { FailureAlert, failureText, QueryFailureAlert } from './failure';
import { LoadingState } from './loading-state';
import { theme } from './theme';

const refused = new ApiError('Name is too long', 400, 'VALIDATION_FAILED');
const offline = new ApiError('Failed to fetch', 0, 'NETWORK_ERROR');
const badGateway = new ApiError('Request failed: 502', 502, 'HTTP_ERROR');

describe('failureText', () => {
  it("adds the server's message when it sent one", () => {
    expect(failureText('Failed to add customer', refused)).toBe('Failed to add customer: Name is too long');
  });

  it('is the action alone when the server said nothing', () => {
    expect(failureText('Failed to delete customer', offline)).toBe('Failed to delete customer');
    expect(failureText('Failed to delete customer', badGateway)).toBe('Failed to delete customer');
    expect(failureText('Failed to delete customer', new TypeError('Failed to fetch'))).toBe('Failed to delete customer');
  });
});

describe('FailureAlert', () => {
  afterEach(cleanup);

  const show = (error: unknown, children?: string) =>
    render(
      <MantineProvider theme={theme} env="test">
        <FailureAlert title="Failed to save groomer. Please try again." error={error}>
          {children}
        </FailureAlert>
      </MantineProvider>,
    );

  it("titles the alert with the product's words and puts the server's reason under them", () => {
    show(refused);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Failed to save groomer. Please try again.')).toBeTruthy();
    expect(within(alert).getByText('Name is too long')).toBeTruthy();
  });

  it('shows the title alone when the server gave no reason', () => {
    show(badGateway);
    expect(screen.getByRole('alert').textContent).toBe('Failed to save groomer. Please try again.');
  });

  it('keeps what it is given to offer (a Retry button) under the reason', () => {
    show(refused, 'Retry');
    expect(screen.getByRole('alert').textContent).toBe('Failed to save groomer. Please try again.Name is too longRetry');
  });
});

describe('QueryFailureAlert and LoadingState', () => {
  afterEach(cleanup);

  it('offers Retry, which loads the query again, and spins while it does', () => {
    const refetch = vi.fn(async () => undefined);
    const { rerender } = render(
      <MantineProvider theme={theme} env="test">
        <QueryFailureAlert title="Failed to load campaigns" query={{ error: refused, isFetching: false, refetch }} />
      </MantineProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Name is too long')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(
      <MantineProvider theme={theme} env="test">
        <QueryFailureAlert title="Failed to load campaigns" query={{ error: refused, isFetching: true, refetch }} />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Retry' }).hasAttribute('data-loading')).toBe(true);
  });

  it('says what is loading in a status region', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <LoadingState label="Loading campaigns..." />
      </MantineProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading campaigns...');
  });
});
