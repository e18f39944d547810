/** The pager of the admin tables, in Vietnamese: `Hiển thị 1–10 trên tổng 42`, labelled buttons. */
const PAGINATION_LABELS = {
  first: 'Trang đầu',
  last: 'Trang cuối',
  previous: 'Trang trước',
  next: 'Trang sau',
} as const;

export const tablePagination = {
  paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
    `Hiển thị ${from}–${to} trên tổng ${totalRecords}`,
  paginationSize: 'sm',
  getPaginationControlProps: (control: keyof typeof PAGINATION_LABELS) => ({
    'aria-label': PAGINATION_LABELS[control],
  }),
} as const;
