import type { BankAccount } from '@giapha/contract';
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingBank, IconEye } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import {
  AdminListPage,
  actionsColumn,
  CreateLinkButton,
  countColumn,
  DeleteMenuItem,
  EditMenuItem,
  EmptyListInvitation,
  fromLg,
  fromMd,
  NOT_LOADED_TEXT,
  noMatchText,
  optionalTextColumn,
  RowActionsMenu,
  useListPage,
  useListRecords,
} from '../../../components/list-page/index.ts';
import { ReadOnlyNote } from '../../../components/ReadOnlyNote.tsx';
import { isAdmin, useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useBankAccounts } from '../api/bankAccounts.ts';
import { type BankAccountDelete, useBankAccountDelete } from '../components/useBankAccountDelete.tsx';
import { formatAccountNumber } from '../format.ts';
import { BANK_ADMIN_ONLY_NOTE, BANK_PATHS } from '../texts.ts';

export const BANK_ACCOUNTS_PAGE_SIZE = 20;

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

/** What an account's actions and its phone card take: the account, may the viewer change it, its deletion. */
interface AccountProps {
  account: BankAccount;
  canWrite: boolean;
  deletion: BankAccountDelete;
}

function AccountActions({ account, canWrite, deletion }: AccountProps) {
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
    <RowActionsMenu label={`Thao tác với tài khoản ${name}`} busy={deletion.isDeleting(account)} size={40}>
      <EditMenuItem to={BANK_PATHS.detail(account.id)} />
      <DeleteMenuItem onClick={() => deletion.remove(account)} />
    </RowActionsMenu>
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
    optionalTextColumn('branch', 'Chi nhánh', fromLg),
    countColumn('openCampaignCount', 'Chiến dịch đang mở', fromMd),
    actionsColumn((account) => <AccountActions account={account} canWrite={canWrite} deletion={deletion} />),
  ];
}

/** A phone shows each account as a card: the number large enough to read out, the rest under it. */
function AccountCard({ account, canWrite, deletion }: AccountProps) {
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

/** No account yet: what one is for and (for admins) the way to add the first. */
function NoAccounts({ canWrite }: { canWrite: boolean }) {
  return (
    <EmptyListInvitation
      icon={<IconBuildingBank size={30} />}
      title="Chưa có tài khoản ngân hàng nào"
      description="Thêm tài khoản nhận tiền của dòng họ để con cháu chuyển khoản đóng góp bằng mã VietQR."
      descriptionWidth={420}
      action={
        canWrite ? (
          <CreateLinkButton to={BANK_PATHS.create}>Thêm tài khoản đầu tiên</CreateLinkButton>
        ) : undefined
      }
    />
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
  const list = useListPage(BANK_ACCOUNTS_PAGE_SIZE);
  const { search } = list;
  const deletion = useBankAccountDelete();

  const query = useBankAccounts(list.searchedRange);
  const listing = useListRecords(list, query, (data) => data.accounts);

  const noAccountsAtAll = query.isSuccess && listing.total === 0 && !search;
  const emptyText = query.isError ? NOT_LOADED_TEXT : noMatchText('tài khoản', search);

  return (
    <AdminListPage<BankAccount>
      title="Tài khoản ngân hàng"
      description="Tài khoản nhận tiền đóng góp cho các chiến dịch gây quỹ của dòng họ."
      create={canWrite ? { to: BANK_PATHS.create, label: 'Thêm tài khoản' } : undefined}
      notice={canWrite ? null : <ReadOnlyNote mb="md">{BANK_ADMIN_ONLY_NOTE}</ReadOnlyNote>}
      invitation={noAccountsAtAll ? <NoAccounts canWrite={canWrite} /> : null}
      listing={listing}
      search={{
        label: 'Tìm tài khoản ngân hàng',
        placeholder: 'Tìm theo ngân hàng, số tài khoản, chủ tài khoản',
      }}
      errorTitle="Không tải được danh sách tài khoản ngân hàng"
      table={{
        'aria-label': 'Danh sách tài khoản ngân hàng',
        columns: accountColumns(canWrite, deletion),
        emptyText,
      }}
      cards={
        phone
          ? {
              renderCard: (account) => (
                <AccountCard key={account.id} account={account} canWrite={canWrite} deletion={deletion} />
              ),
            }
          : undefined
      }
    />
  );
}
