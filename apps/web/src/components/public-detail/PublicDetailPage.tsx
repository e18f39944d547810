import { Anchor, Box, Button, Divider, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/site-setting.ts';
import { isMissingRecord } from '../NotFoundState.tsx';
import { FailedQueryAlert } from '../QueryErrorAlert.tsx';
import classes from './public-detail.module.css';

/** Only a 404 means the record is not there (a slug the server cannot read is an error to retry). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

interface PublicNotFoundProps {
  /** A Tabler icon at size 32, shown in a light circle. */
  icon: ReactNode;
  title: string;
  description: string;
  /** The list to go back to, and the button's label. */
  back: { to: string; label: string };
  /** Widest the card may be, centred, on a page wider than an article. */
  maw?: number;
}

/** What a public detail page shows when its record is not there (or no longer published). */
function PublicNotFound({ icon, title, description, back, maw }: PublicNotFoundProps) {
  return (
    <Paper withBorder radius="md" p="xl" maw={maw} mx={maw ? 'auto' : undefined}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="clan">
          {icon}
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{description}</Text>
        <Button component={Link} to={back.to} variant="light" leftSection={<IconArrowLeft size={16} />}>
          {back.label}
        </Button>
      </Stack>
    </Paper>
  );
}

interface PublicDetailPageProps<T extends { title: string }> {
  query: UseQueryResult<T>;
  /** Which failures mean the record is not there: a 404 and a malformed slug (400) unless told. */
  isMissing?: (error: unknown) => boolean;
  /** What to show when the record is not there; its title names the tab too. */
  missing: PublicNotFoundProps;
  errorTitle: string;
  /** The link above the page, back to its list. */
  back: { to: string; label: string };
  /** The page's width, centred; the whole width when left out. */
  maw?: number;
  /** Placeholders while the record loads. */
  skeleton: ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * A public page about one record (`/blogs/{slug}.html`…): a link back to the list above the record,
 * its placeholders, “not found” or the failure with a retry; the tab is named after the record.
 */
export function PublicDetailPage<T extends { title: string }>({
  query,
  isMissing = isMissingRecord,
  missing,
  errorTitle,
  back,
  maw,
  skeleton,
  children,
}: PublicDetailPageProps<T>) {
  const notFound = isMissing(query.error);
  usePageTitle(query.data?.title ?? (notFound ? missing.title : null));

  let body: ReactNode;
  if (query.isPending) body = skeleton;
  else if (notFound) body = <PublicNotFound {...missing} />;
  else if (query.isError) body = <FailedQueryAlert title={errorTitle} query={query} />;
  else body = children(query.data);

  return (
    <Box maw={maw} mx={maw ? 'auto' : undefined}>
      <Anchor component={Link} to={back.to} size="sm" fw={500} mb="md" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden="true" />
        {back.label}
      </Anchor>
      {body}
    </Box>
  );
}

/** The record's title, the page's only h1. */
export function DetailTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} className={classes.title}>
      {children}
    </Title>
  );
}

/** The summary under the title, set off by a gold rule. */
export function DetailSummary({ children }: { children: ReactNode }) {
  return (
    <Text size="lg" fw={500} className={classes.summary}>
      {children}
    </Text>
  );
}

/** The cover picture, the full width of the story and at most `maxHeight` px high. */
export function DetailCover({ src, maxHeight }: { src: string; maxHeight: number }) {
  return <img src={src} alt="" className={classes.cover} style={{ maxHeight }} />;
}

/** Under the record: a rule and the way on to the other records of the list. */
export function DetailFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <>
      <Divider my="xl" color="gold.4" />
      <Button component={Link} to={to} variant="light" leftSection={<IconArrowLeft size={16} />}>
        {children}
      </Button>
    </>
  );
}

/** A panel that stands out from the story (when an event is, how far a campaign got). */
export function GoldPanel({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Paper
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.goldPanel}
      component={label ? 'section' : 'div'}
      aria-label={label}
    >
      {children}
    </Paper>
  );
}

/** The placeholder of a detail page while its record loads, named for screen readers. */
export function DetailSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
      {children}
    </Stack>
  );
}

/** Lines of text loading: full lines, the last one shorter. */
export function TextLinesSkeleton({ lines }: { lines: number }) {
  return Array.from({ length: lines }, (_, line) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines, never reordered
    <Skeleton key={line} height={14} width={line === lines - 1 ? '70%' : '100%'} />
  ));
}
