import type { ReactNode } from 'react';
import { Card, Text } from '@groombook/ui';
import { Link } from '@groombook/ui/router';

interface Props {
  title: string;
  /** The page the card opens; a card without one is a plain figure. */
  to?: string;
  /** The card's figure, or its description when it has none. */
  children: ReactNode;
}

/** A dashboard card; with `to`, the whole card links to its page. */
export function SummaryCard({ title, to, children }: Props) {
  const content = (
    <>
      <Text fw={600}>{title}</Text>
      {children}
    </>
  );
  return to ? (
    <Card withBorder component={Link} to={to} aria-label={title}>
      {content}
    </Card>
  ) : (
    <Card withBorder aria-label={title}>
      {content}
    </Card>
  );
}

export function Figure({ children }: { children: ReactNode }) {
  return (
    <Text size="xl" fw={700} mt={4}>
      {children}
    </Text>
  );
}
