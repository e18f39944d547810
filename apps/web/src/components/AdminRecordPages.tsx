import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/site-setting.ts';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { LoadedRecord } from './LoadedRecord.tsx';
import type { NotFoundStateProps } from './NotFoundState.tsx';
import type { ReloadableFormProps } from './RecordFormFields.tsx';

type BackLink = { to: string; label: string };

interface AdminCreatePageProps {
  /** The page's heading and the browser tab's title. */
  title: string;
  /** Under the title, for those who may add one: what the record is for. */
  description: string;
  back: BackLink;
  /** The page's width, if narrower than the layout's. */
  maw?: number;
  /** For a member who may not add one: why, and the way back to the list (instead of the form). */
  readOnly?: { note: ReactNode; backLabel: string } | null;
  /** The empty form. */
  children: ReactNode;
}

/** An admin page that makes a new record: its header, then the form, or why the reader cannot. */
export function AdminCreatePage({ title, description, back, maw, readOnly, children }: AdminCreatePageProps) {
  usePageTitle(title);
  if (readOnly) {
    return (
      <Stack gap={0} maw={maw}>
        <AdminPageHeader title={title} back={back} />
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          <Stack gap="sm" align="flex-start">
            {readOnly.note}
            <Button component={Link} to={back.to} size="xs" variant="white">
              {readOnly.backLabel}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap={0} maw={maw}>
      <AdminPageHeader title={title} description={description} back={back} />
      {children}
    </Stack>
  );
}

/** How a record form reloads the newest copy after a version conflict. */
export type RecordReload = Required<ReloadableFormProps>;

interface AdminUpdatePageProps<T> {
  query: UseQueryResult<T>;
  /** The page's heading ("Sửa bài viết"); the tab's title adds the record's description. */
  title: string;
  back: BackLink;
  /** The page's width, if narrower than the layout's. */
  maw?: number;
  /** Under the heading once loaded: which record this is (its title). */
  description: (record: T) => string;
  /** The alert's title when the record could not be loaded. */
  loadErrorTitle: string;
  /** What shows while the record loads, shaped like the form. */
  skeleton: ReactNode;
  /** What shows when there is no such record. */
  notFound: NotFoundStateProps;
  /** Links and buttons beside the header. */
  actions?: (record: T) => ReactNode;
  /** The form, filled with the record. */
  children: (record: T, reload: RecordReload) => ReactNode;
}

/**
 * An admin page about one record: it loads the record (a skeleton meanwhile, the not-found state or an
 * alert with a retry when that fails), then shows the header naming the record and the form.
 */
export function AdminUpdatePage<T>({
  query,
  title,
  back,
  maw,
  description,
  actions,
  children,
  ...states
}: AdminUpdatePageProps<T>) {
  usePageTitle(query.data ? `${title}: ${description(query.data)}` : title);
  return (
    <LoadedRecord query={query} title={title} back={back} maw={maw} {...states}>
      {(record, reload) => (
        <Stack gap={0} maw={maw}>
          <AdminPageHeader
            title={title}
            description={description(record)}
            back={back}
            actions={actions?.(record)}
          />
          {children(record, reload)}
        </Stack>
      )}
    </LoadedRecord>
  );
}

/** `Xem trên trang`: the record's public page, in a new tab. */
export function ViewOnSiteLink({ href }: { href: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" size="sm">
      <Group gap={4} wrap="nowrap">
        <IconExternalLink size={16} aria-hidden />
        Xem trên trang
      </Group>
    </Anchor>
  );
}

/** The header's `Xóa` button of an edit page; it spins while the record is deleted. */
export function DeleteRecordButton({ deleting, onClick }: { deleting: boolean; onClick: () => void }) {
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      leftSection={<IconTrash size={14} />}
      loading={deleting}
      onClick={onClick}
    >
      Xóa
    </Button>
  );
}
