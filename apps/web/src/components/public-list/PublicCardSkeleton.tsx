import { AspectRatio, Card, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The covers of news and campaign cards. */
export const WIDE_COVER_RATIO = 16 / 9;

interface PublicCardSkeletonProps {
  /** The cover's section, styled as the card's; a 16:9 placeholder when left out. */
  coverClassName?: string;
  /** The text's placeholder lines. */
  children: ReactNode;
}

/** The shape of a public card while its list loads: the cover's place, then the text's. */
export function PublicCardSkeleton({ coverClassName, children }: PublicCardSkeletonProps) {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden="true">
      <Card.Section className={coverClassName}>
        {coverClassName ? (
          <Skeleton radius={0} h="100%" />
        ) : (
          <AspectRatio ratio={WIDE_COVER_RATIO}>
            <Skeleton radius={0} />
          </AspectRatio>
        )}
      </Card.Section>
      <Stack gap="xs" mt="sm">
        {children}
      </Stack>
    </Card>
  );
}
