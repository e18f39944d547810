import { Card } from '@mantine/core';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import cardClasses from './public-card.module.css';

interface PublicLinkCardProps {
  to: string;
  /** The card's name for screen readers: the record's title. */
  label: string;
  'data-testid': string;
  /** The gold rule along the top of the news cards. */
  goldTop?: boolean;
  /** The cover's `Card.Section`, then the text. */
  children: ReactNode;
}

/** A public card that is one link to its record's page: it lifts under the pointer. */
export function PublicLinkCard({
  to,
  label,
  'data-testid': testId,
  goldTop = false,
  children,
}: PublicLinkCardProps) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="md"
      className={clsx(cardClasses.card, cardClasses.linkCard, goldTop && cardClasses.goldTop)}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </Card>
  );
}
