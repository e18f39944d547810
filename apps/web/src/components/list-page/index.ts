// The pieces of an admin list page: state in the address, toolbar, table or phone cards, row menu.
export { AdminListPage } from './AdminListPage.tsx';
export { CreateLinkButton } from './CreateLinkButton.tsx';
export {
  actionsColumn,
  countColumn,
  dateColumn,
  fromLg,
  fromMd,
  fromSm,
  fromXs,
  optionalTextColumn,
  RecordLink,
} from './columns.tsx';
export { EmptyListInvitation } from './EmptyListInvitation.tsx';
export { ListCards } from './ListCards.tsx';
export { FilterSummary, ListLoadError, ListSearchField, ListToolbar } from './ListControls.tsx';
export { ALL_FILTER_VALUE, filterOptions, ListFilterSelect } from './ListFilterSelect.tsx';
export { ListPageShell } from './ListPageShell.tsx';
export { emptyListText, ListTable, NOT_LOADED_TEXT, noMatchText } from './ListTable.tsx';
export {
  DeleteMenuItem,
  EditMenuItem,
  RowActionsMenu,
  ViewOnSiteMenuItem,
} from './RowActionsMenu.tsx';
export {
  type Listing,
  type ListPage,
  type ListQuery,
  listParam,
  type ParamValues,
  parsePage,
  useListPage,
  useListRecords,
  useStayWithinPages,
} from './useListPage.ts';
