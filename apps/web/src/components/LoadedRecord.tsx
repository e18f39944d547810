import { type MantineSize, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { isMissingRecord, NotFoundState, type NotFoundStateProps } from './NotFoundState.tsx';
import { QueryErrorAlert } from './QueryErrorAlert.tsx';
import type { ReloadableFormProps } from './RecordFormFields.tsx';

interface LoadedRecordProps<T> {
  query: UseQueryResult<T>;
  /** The page's heading, kept over the load error. */
  title: string;
  back: { to: string; label: string };
  /** The page's width, if narrower than the layout's. */
  maw?: number | MantineSize;
  /** What shows while the record loads, shaped like the page. */
  skeleton: ReactNode;
  /** What shows when there is no such record. */
  notFound: NotFoundStateProps;
  /** The alert's title when the record could not be loaded. */
  loadErrorTitle: string;
  /** The page once the record is there, and how its form reloads the newest copy. */
  children: (record: T, reload: Required<ReloadableFormProps>) => ReactNode;
}

/**
 * A page about one record, until it is loaded: a skeleton meanwhile, the not-found state, or the
 * heading with an alert and a retry when loading fails; then the page itself.
 */
export function LoadedRecord<T>({
  query,
  title,
  back,
  maw,
  skeleton,
  notFound,
  loadErrorTitle,
  children,
}: LoadedRecordProps<T>) {
  if (query.isPending) return skeleton;
  if (query.isError && isMissingRecord(query.error)) return <NotFoundState {...notFound} />;
  if (query.isError) {
    return (
      <Stack gap={0} maw={maw}>
        <AdminPageHeader title={title} back={back} />
        <QueryErrorAlert
          title={loadErrorTitle}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }
  return children(query.data, { onReload: () => void query.refetch(), reloading: query.isFetching });
}
