import type { PublicBlogListItem } from '@giapha/contract';
import { AspectRatio, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { PublicCardSkeleton, WIDE_COVER_RATIO } from '../../../components/public-list/PublicCardSkeleton.tsx';
import { PublicLinkCard } from '../../../components/public-list/PublicLinkCard.tsx';
import cardClasses from '../../../components/public-list/public-card.module.css';
import { formatDate } from '../../../lib/dates.ts';
import { blogPath } from '../publicPaths.ts';
import classes from './BlogCard.module.css';

/** A post in a list (news page, home page): cover, category, date, title and summary; opens the post. */
export function BlogCard({ blog }: { blog: PublicBlogListItem }) {
  const date = blog.publishedAt ? formatDate(blog.publishedAt) : '';
  return (
    <PublicLinkCard to={blogPath(blog.slug)} label={blog.title} data-testid="blog-card" goldTop>
      <Card.Section>
        {blog.coverImage ? (
          <AspectRatio ratio={WIDE_COVER_RATIO}>
            <img src={blog.coverImage} alt="" loading="lazy" className={cardClasses.coverImage} />
          </AspectRatio>
        ) : (
          // Without a cover a phone shows a thin band, not a screenful of placeholder per post.
          <div className={clsx(cardClasses.placeholder, classes.placeholder)} aria-hidden="true">
            <IconNews size={40} stroke={1.5} />
          </div>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          {blog.category ? (
            <Badge variant="light" color="clan" radius="sm" tt="none" style={{ minWidth: 0 }}>
              {blog.category.name}
            </Badge>
          ) : (
            <span />
          )}
          {date ? (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {date}
            </Text>
          ) : null}
        </Group>
        <Text component="h3" fw={700} size="lg" lh={1.45} m={0} lineClamp={3} className={cardClasses.title}>
          {blog.title}
        </Text>
        {blog.summary ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {blog.summary}
          </Text>
        ) : null}
      </Stack>
    </PublicLinkCard>
  );
}

/** The shape of a card while the list loads. */
export function BlogCardSkeleton() {
  return (
    <PublicCardSkeleton>
      <Skeleton height={14} width="40%" />
      <Skeleton height={20} />
      <Skeleton height={20} width="70%" />
      <Skeleton height={12} mt={4} />
      <Skeleton height={12} width="85%" />
    </PublicCardSkeleton>
  );
}

/** Cards side by side: one column on a phone, two on a tablet, three on a desktop. */
export function BlogGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" aria-label={label}>
      {children}
    </SimpleGrid>
  );
}
