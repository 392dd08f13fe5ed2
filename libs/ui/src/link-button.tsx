import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router-dom';

export interface LinkButtonProps extends ButtonProps {
  /** A path of this application. */
  to: string;
  children: ReactNode;
}

/** A button that goes to another page of the application (a real link: it opens in a new tab too). */
export function LinkButton({ to, children, ...button }: LinkButtonProps) {
  return (
    <Button component={Link} to={to} {...button}>
      {children}
    </Button>
  );
}
