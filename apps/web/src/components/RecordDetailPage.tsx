import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/form-errors.ts';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { LoadedRecord } from './LoadedRecord.tsx';
import type { NotFoundStateProps } from './NotFoundState.tsx';
import { StackSkeleton } from './PageSkeleton.tsx';
import { isStaleWrite } from './StaleVersionAlert.tsx';

/** How a loaded record's form reloads the newest copy after a version conflict. */
export interface RecordReloading {
  onReload: () => void;
  reloading: boolean;
}

interface RecordDetailPageProps<T> {
  query: UseQueryResult<T>;
  /** The header's title ("Sửa danh mục" / "Chi tiết danh mục"). */
  title: string;
  back: { to: string; label: string };
  /** The page's width, and the height of the form's block while it loads. */
  maw: number;
  skeletonHeight: number;
  notFound: NotFoundStateProps;
  /** The alert's title when the record could not be loaded. */
  loadErrorTitle: string;
  /** Under the title once loaded: which record this is. */
  description: (record: T) => string;
  children: (record: T, reloading: RecordReloading) => ReactNode;
}

/**
 * A settings page about one record: a skeleton while it loads, the not-found state, an alert with a
 * retry when loading fails, else the header (the record named under the title) and the record's form.
 */
export function RecordDetailPage<T>({
  query,
  title,
  back,
  maw,
  skeletonHeight,
  notFound,
  loadErrorTitle,
  description,
  children,
}: RecordDetailPageProps<T>) {
  return (
    <LoadedRecord
      query={query}
      title={title}
      back={back}
      maw={maw}
      skeleton={<StackSkeleton maw={maw} blocks={[skeletonHeight]} />}
      notFound={notFound}
      loadErrorTitle={loadErrorTitle}
    >
      {(record, reloading) => (
        <Stack gap={0} maw={maw}>
          <AdminPageHeader title={title} description={description(record)} back={back} />
          {children(record, reloading)}
        </Stack>
      )}
    </LoadedRecord>
  );
}

/**
 * The stale-save alert's content when `update` failed because someone else saved first (a 409 that is
 * not about one of `fieldMessages`); reloading clears the failed save, then loads the newest copy.
 */
export function staleSaveOf(
  update: { error: unknown; reset: () => void },
  {
    fieldMessages,
    fallback,
    onReload,
    reloading,
  }: RecordReloading & { fieldMessages: string[]; fallback: string },
): { message: string; onReload: () => void; reloading: boolean } | null {
  if (!isStaleWrite(update.error, fieldMessages)) return null;
  return {
    message: errorMessage(update.error, fallback),
    onReload: () => {
      update.reset();
      onReload();
    },
    reloading,
  };
}
