import { Stack } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AdminPageHeader } from '../AdminPageHeader.tsx';
import { CreateLinkButton } from './CreateLinkButton.tsx';
import { ListPageShell, type ListPageShellProps } from './ListPageShell.tsx';

interface AdminListPageProps<T> extends ListPageShellProps<T> {
  /** The page's heading. */
  title: string;
  /** One line on what the list is for, under the heading. */
  description: ReactNode;
  /** The header's link to the form that adds a record (its label, and the list's own icon if any). */
  create?: { to: string; label: string; icon?: Icon } | undefined;
  /** The header's button when adding is not a link (it opens a modal): instead of `create`. */
  actions?: ReactNode;
  /** Under the header, above the list (who may change it, a setting still missing). */
  notice?: ReactNode;
  /** In place of the search and the table while the list has no record at all: what it is for and how to start it. */
  invitation?: ReactNode;
  /** After the list: the page's modals. */
  children?: ReactNode;
}

/** An admin list page: the header (title, what the list is for, the way to add a record), then ListPageShell. */
export function AdminListPage<T>({
  title,
  description,
  create,
  actions,
  notice,
  invitation,
  children,
  ...shell
}: AdminListPageProps<T>) {
  return (
    <Stack gap={0}>
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          create ? (
            <CreateLinkButton to={create.to} icon={create.icon}>
              {create.label}
            </CreateLinkButton>
          ) : (
            actions
          )
        }
      />
      {notice}
      {invitation ? invitation : <ListPageShell<T> {...shell} />}
      {children}
    </Stack>
  );
}
