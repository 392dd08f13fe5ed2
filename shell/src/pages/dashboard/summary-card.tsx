import { useId, type ReactNode } from 'react';
import { Card, Text, Title } from '@groombook/ui';
import { Link } from '@groombook/ui/router';

interface Props {
  title: string;
  /** The page the card opens; a card without one is a plain figure. */
  to?: string;
  /** The card's figure, or its description when it has none. */
  children: ReactNode;
}

/**
 * A dashboard card, a section named by its title. With `to`, the title is the link and the whole
 * card is its target (`gb-card-link`): the link is named by exactly the words it shows, and the
 * figure inside is read as the card's content rather than as part of the link.
 */
export function SummaryCard({ title, to, children }: Props) {
  const titleId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={titleId} pos="relative">
      <Title order={2} id={titleId} fz="md" fw={600}>
        {to ? (
          <Link to={to} className="gb-card-link">
            {title}
          </Link>
        ) : (
          title
        )}
      </Title>
      {children}
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
