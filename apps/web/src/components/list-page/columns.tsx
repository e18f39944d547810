import { Anchor, type MantineTheme, Text, VisuallyHidden } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';

/** `visibleMediaQuery` of a column shown only from a breakpoint up (a phone keeps the first column). */
export const fromXs = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.xs})`;
export const fromSm = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
export const fromMd = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;
export const fromLg = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.lg})`;

/** A record's creation or update date (dd/mm/yyyy), shown from a breakpoint up and never wrapped. */
export function dateColumn<T extends Record<K, string>, K extends string & keyof T>(
  accessor: K,
  title: string,
  visibleMediaQuery: (theme: MantineTheme) => string,
): DataTableColumn<T> {
  return {
    accessor,
    title,
    visibleMediaQuery,
    noWrap: true,
    render: (record) => formatDate(record[accessor]),
  };
}

/** A count (photos, pages, views…): right-aligned, grouped the Vietnamese way, shown from a breakpoint up. */
export function countColumn<T extends Record<K, number>, K extends string & keyof T>(
  accessor: K,
  title: string,
  visibleMediaQuery: (theme: MantineTheme) => string,
): DataTableColumn<T> {
  return {
    accessor,
    title,
    textAlign: 'right',
    visibleMediaQuery,
    render: (record) => record[accessor].toLocaleString('vi-VN'),
  };
}

/** A short text a record may leave blank (a branch, a description): two lines at most, a dimmed dash when empty. */
export function optionalTextColumn<T extends Record<K, string | null>, K extends string & keyof T>(
  accessor: K,
  title: string,
  visibleMediaQuery: (theme: MantineTheme) => string,
): DataTableColumn<T> {
  return {
    accessor,
    title,
    visibleMediaQuery,
    render: (record) => (
      <Text size="sm" c={record[accessor] ? undefined : 'dimmed'} lineClamp={2}>
        {record[accessor] || '—'}
      </Text>
    ),
  };
}

/** The last column of an admin table: each row's ⋮ menu (or view button), named for screen readers only. */
export function actionsColumn<T>(render: (record: T) => ReactNode): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title: <VisuallyHidden>Thao tác</VisuallyHidden>,
    textAlign: 'right',
    width: 56,
    render,
  };
}

/** A row's name in the first column, bold, on two lines at most: the way to the record's own page. */
export function RecordLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} state={state} size="sm" fw={600} c="inherit" lineClamp={2}>
      {children}
    </Anchor>
  );
}
