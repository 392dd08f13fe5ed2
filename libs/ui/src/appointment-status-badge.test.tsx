// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { AppointmentStatusBadge } from './appointment-status-badge';

describe('AppointmentStatusBadge', () => {
  afterEach(cleanup);

  it('shows the status as a word, not only a colour', () => {
    render(
      <MantineProvider env="test">
        <AppointmentStatusBadge status="no_show" />
        <AppointmentStatusBadge status="checked_in" />
      </MantineProvider>,
    );
    expect(screen.getByText('No-show')).toBeTruthy();
    expect(screen.getByText('Checked in').closest('[data-status]')?.getAttribute('data-status')).toBe('checked_in');
  });
});
