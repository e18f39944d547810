import { type MantineTheme, VisuallyHidden } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';

/** `visibleMediaQuery` of a column shown only from a breakpoint up (a phone keeps the first column). */
export const fromXs = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.xs})`;
export const fromSm = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
export const fromMd = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;
export const fromLg = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.lg})`;

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
