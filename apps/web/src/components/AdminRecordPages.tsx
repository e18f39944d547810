import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/site-setting.ts';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { LoadedRecord } from './LoadedRecord.tsx';
import type { NotFoundStateProps } from './NotFoundState.tsx';
import type { ReloadableFormProps } from './RecordFormFields.tsx';

type BackLink = { to: string; label: string };

interface AdminCreatePageProps {
  /** The page's heading and the browser tab's title. */
  title: string;
  description: string;
  back: BackLink;
  /** The empty form. */
  children: ReactNode;
}

/** An admin page that makes a new record: its header, then the form. */
export function AdminCreatePage({ title, description, back, children }: AdminCreatePageProps) {
  usePageTitle(title);
  return (
    <Stack gap={0}>
      <AdminPageHeader title={title} description={description} back={back} />
      {children}
    </Stack>
  );
}

/** How a record form reloads the newest copy after a version conflict. */
type RecordReload = Required<ReloadableFormProps>;

interface AdminUpdatePageProps<T extends { title: string }> {
  query: UseQueryResult<T>;
  /** The page's heading ("Sửa bài viết"); the tab's title adds the record's. */
  title: string;
  back: BackLink;
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
 * An admin page that edits one record: it loads the record (a skeleton meanwhile, the not-found state
 * or an alert with a retry when that fails), then shows the header with the record's title and the form.
 */
export function AdminUpdatePage<T extends { title: string }>({
  query,
  title,
  back,
  actions,
  children,
  ...states
}: AdminUpdatePageProps<T>) {
  usePageTitle(query.data ? `${title}: ${query.data.title}` : title);
  return (
    <LoadedRecord query={query} title={title} back={back} {...states}>
      {(record, reload) => (
        <Stack gap={0}>
          <AdminPageHeader title={title} description={record.title} back={back} actions={actions?.(record)} />
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
