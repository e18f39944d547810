import type { BankAccount } from '@giapha/contract';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  type MantineTheme,
  Menu,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import {
  IconBuildingBank,
  IconDotsVertical,
  IconEye,
  IconInfoCircle,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { tablePagination } from '../../../components/table-pagination.ts';
import { isAdmin, useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useBankAccounts } from '../api/bankAccounts.ts';
import { type BankAccountDelete, useBankAccountDelete } from '../components/useBankAccountDelete.tsx';
import { formatAccountNumber } from '../format.ts';
import { BANK_ADMIN_ONLY_NOTE, BANK_PATHS } from '../texts.ts';

export const BANK_ACCOUNTS_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 350;

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const fromMd = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;
const fromLg = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.lg})`;

function AccountNumber({ account, size = 'sm' }: { account: BankAccount; size?: 'sm' | 'md' }) {
  return (
    <Text size={size} ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {formatAccountNumber(account.accountNumber)}
    </Text>
  );
}

function UsageBadges({ account }: { account: BankAccount }) {
  if (!account.isDefault && account.openCampaignCount === 0) return null;
  return (
    <Group gap={4}>
      {account.isDefault ? (
        <Badge variant="filled" size="sm" tt="none">
          Mặc định
        </Badge>
      ) : null}
      {account.openCampaignCount > 0 ? (
        <Badge variant="light" color="teal" size="sm" tt="none">
          {account.openCampaignCount} chiến dịch đang mở
        </Badge>
      ) : null}
    </Group>
  );
}

function AccountActions({
  account,
  canWrite,
  deletion,
}: {
  account: BankAccount;
  canWrite: boolean;
  deletion: BankAccountDelete;
}) {
  const name = `${account.bankShortName} ${account.accountNumber}`;
  if (!canWrite) {
    return (
      <ActionIcon
        component={Link}
        to={BANK_PATHS.detail(account.id)}
        variant="subtle"
        color="gray"
        size={40}
        aria-label={`Xem tài khoản ${name}`}
      >
        <IconEye size={18} />
      </ActionIcon>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={40}
          aria-label={`Thao tác với tài khoản ${name}`}
          loading={deletion.deletingId === account.id}
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={BANK_PATHS.detail(account.id)} leftSection={<IconPencil size={16} />}>
          Sửa
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => deletion.remove(account)}>
          Xóa
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function accountColumns(canWrite: boolean, deletion: BankAccountDelete): DataTableColumn<BankAccount>[] {
  return [
    {
      accessor: 'bankShortName',
      title: 'Ngân hàng',
      render: (account) => (
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={BANK_PATHS.detail(account.id)} fw={600} size="sm">
            {account.bankShortName}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {account.bankName}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'accountNumber',
      title: 'Số tài khoản',
      render: (account) => (
        <Stack gap={4}>
          <AccountNumber account={account} />
          <UsageBadges account={account} />
        </Stack>
      ),
    },
    {
      accessor: 'accountHolder',
      title: 'Chủ tài khoản',
      render: (account) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {account.accountHolder}
        </Text>
      ),
    },
    {
      accessor: 'branch',
      title: 'Chi nhánh',
      visibleMediaQuery: fromLg,
      render: (account) => (
        <Text size="sm" c={account.branch ? undefined : 'dimmed'} lineClamp={2}>
          {account.branch || '—'}
        </Text>
      ),
    },
    {
      accessor: 'openCampaignCount',
      title: 'Chiến dịch đang mở',
      textAlign: 'right',
      visibleMediaQuery: fromMd,
      render: (account) => account.openCampaignCount.toLocaleString('vi-VN'),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Thao tác</VisuallyHidden>,
      textAlign: 'right',
      width: 56,
      render: (account) => <AccountActions account={account} canWrite={canWrite} deletion={deletion} />,
    },
  ];
}

/** A phone shows each account as a card: the number large enough to read out, the rest under it. */
function AccountCard({
  account,
  canWrite,
  deletion,
}: {
  account: BankAccount;
  canWrite: boolean;
  deletion: BankAccountDelete;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      aria-label={`${account.bankShortName} ${account.accountNumber}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Anchor component={Link} to={BANK_PATHS.detail(account.id)} fw={700}>
            {account.bankShortName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {account.bankName}
          </Text>
          <AccountNumber account={account} size="md" />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {account.accountHolder}
          </Text>
          {account.branch ? (
            <Text size="xs" c="dimmed">
              {account.branch}
            </Text>
          ) : null}
          <UsageBadges account={account} />
        </Stack>
        <AccountActions account={account} canWrite={canWrite} deletion={deletion} />
      </Group>
    </Paper>
  );
}

function AccountCards({
  accounts,
  loading,
  emptyText,
  canWrite,
  deletion,
  page,
  total,
  onPageChange,
}: {
  accounts: BankAccount[];
  loading: boolean;
  emptyText: string;
  canWrite: boolean;
  deletion: BankAccountDelete;
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  if (loading && accounts.length === 0) {
    return (
      <Stack aria-busy="true" aria-label="Đang tải">
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  if (accounts.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center" size="sm">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  const pages = Math.ceil(total / BANK_ACCOUNTS_PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Stack
        gap="sm"
        component="ul"
        aria-label="Danh sách tài khoản ngân hàng"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {accounts.map((account) => (
          <AccountCard key={account.id} account={account} canWrite={canWrite} deletion={deletion} />
        ))}
      </Stack>
      {pages > 1 ? (
        <Center>
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={onPageChange}
            getControlProps={tablePagination.getPaginationControlProps}
          />
        </Center>
      ) : null}
    </Stack>
  );
}

/** No account yet: what one is for and (for admins) the way to add the first. */
function NoAccounts({ canWrite }: { canWrite: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconBuildingBank size={30} />
        </ThemeIcon>
        <Text fw={600}>Chưa có tài khoản ngân hàng nào</Text>
        <Text size="sm" c="dimmed" maw={420}>
          Thêm tài khoản nhận tiền của dòng họ để con cháu chuyển khoản đóng góp bằng mã VietQR.
        </Text>
        {canWrite ? (
          <Button component={Link} to={BANK_PATHS.create} leftSection={<IconPlus size={18} />}>
            Thêm tài khoản đầu tiên
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * /settings/ListBankAccount (members' settings area): the clan's receiving accounts, searched on the
 * server. Admins add, edit and delete; other members read only (the server refuses their writes anyway).
 */
export function BankAccountsPage() {
  usePageTitle('Tài khoản ngân hàng');
  const canWrite = isAdmin(useSession());
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [searchParams, updateFilters] = useUrlFilters();
  const page = parsePage(searchParams.get('page'));
  const search = searchParams.get('q')?.trim() ?? '';
  const [searchInput, setSearchInput] = useState(search);
  const deletion = useBankAccountDelete();

  const applySearch = useDebouncedCallback((text: string) => {
    updateFilters({ q: text.trim() || undefined, page: undefined });
  }, SEARCH_DELAY_MS);

  const query = useBankAccounts({
    limit: BANK_ACCOUNTS_PAGE_SIZE,
    offset: (page - 1) * BANK_ACCOUNTS_PAGE_SIZE,
    search: search || undefined,
  });
  const accounts = query.data?.accounts ?? [];
  const total = query.data?.total ?? 0;

  // The last rows of a page were deleted (or the address named a page too far): show the last page.
  const lastPage = Math.max(1, Math.ceil(total / BANK_ACCOUNTS_PAGE_SIZE));
  const pageTooFar = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageTooFar) updateFilters({ page: lastPage > 1 ? String(lastPage) : undefined });
  });

  const changePage = (next: number) => updateFilters({ page: next > 1 ? String(next) : undefined });
  const noAccountsAtAll = query.isSuccess && total === 0 && !search;
  const emptyText = query.isError
    ? 'Chưa tải được dữ liệu'
    : `Không tìm thấy tài khoản nào khớp với “${search}”`;

  return (
    <Stack gap={0}>
      <AdminPageHeader
        title="Tài khoản ngân hàng"
        description="Tài khoản nhận tiền đóng góp cho các chiến dịch gây quỹ của dòng họ."
        actions={
          canWrite ? (
            <Button component={Link} to={BANK_PATHS.create} leftSection={<IconPlus size={18} />}>
              Thêm tài khoản
            </Button>
          ) : undefined
        }
      />
      {canWrite ? null : (
        <Alert mb="md" color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          {BANK_ADMIN_ONLY_NOTE}
        </Alert>
      )}
      {noAccountsAtAll ? (
        <NoAccounts canWrite={canWrite} />
      ) : (
        <>
          <SearchField
            mb="md"
            aria-label="Tìm tài khoản ngân hàng"
            placeholder="Tìm theo ngân hàng, số tài khoản, chủ tài khoản"
            value={searchInput}
            onChange={(text) => {
              setSearchInput(text);
              applySearch(text);
            }}
            onClear={() => {
              setSearchInput('');
              applySearch.cancel();
              updateFilters({ q: undefined, page: undefined });
            }}
          />
          {query.isError ? (
            <Stack mb="md">
              <QueryErrorAlert
                title="Không tải được danh sách tài khoản ngân hàng"
                error={query.error}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            </Stack>
          ) : null}
          {phone ? (
            <AccountCards
              accounts={accounts}
              loading={query.isPending}
              emptyText={emptyText}
              canWrite={canWrite}
              deletion={deletion}
              page={page}
              total={total}
              onPageChange={changePage}
            />
          ) : (
            <DataTable<BankAccount>
              aria-label="Danh sách tài khoản ngân hàng"
              withTableBorder
              borderRadius="md"
              highlightOnHover
              verticalAlign="center"
              minHeight={accounts.length === 0 ? 180 : undefined}
              records={accounts}
              columns={accountColumns(canWrite, deletion)}
              fetching={query.isFetching}
              loadingText="Đang tải…"
              noRecordsText={emptyText}
              page={page}
              onPageChange={changePage}
              totalRecords={total}
              recordsPerPage={BANK_ACCOUNTS_PAGE_SIZE}
              {...tablePagination}
            />
          )}
        </>
      )}
    </Stack>
  );
}
