import { Select, type SelectProps } from '@mantine/core';
import type { ListPage } from './useListPage.ts';

/** The first option of a list's filter: everything, and no parameter in the address. */
export const ALL_FILTER_VALUE = 'all';

/** A filter's options: first everything (`allLabel`), then each value under its label, in the order given. */
export function filterOptions<T extends string>(
  allLabel: string,
  values: readonly T[],
  labels: Record<T, string>,
): { value: string; label: string }[] {
  return [
    { value: ALL_FILTER_VALUE, label: allLabel },
    ...values.map((value) => ({ value, label: labels[value] })),
  ];
}

interface ListFilterSelectProps extends Omit<SelectProps, 'value' | 'onChange' | 'allowDeselect'> {
  updateFilters: ListPage['updateFilters'];
  /** The address parameter the filter sets. */
  param: string;
  /** The filter in force; none while the list shows everything. */
  value: string | undefined;
  /**
   * The choice that leaves the parameter out of the address: everything, unless the list opens on
   * another choice (a review queue opens on what waits), where everything is then `?param=all`.
   */
  unsetValue?: string;
}

/** A list's one-of filter (state, kind, action…): a choice goes to the address and back to the first page. */
export function ListFilterSelect({
  updateFilters,
  param,
  value,
  unsetValue = ALL_FILTER_VALUE,
  ...selectProps
}: ListFilterSelectProps) {
  return (
    <Select
      {...selectProps}
      value={value ?? ALL_FILTER_VALUE}
      allowDeselect={false}
      onChange={(choice) =>
        updateFilters({
          [param]: choice === unsetValue ? undefined : (choice ?? undefined),
          page: undefined,
        })
      }
    />
  );
}
