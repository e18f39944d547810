import { NAPAS_BANKS, napasBankByBin } from '@giapha/contract';
import { type ComboboxItem, Group, isOptionsGroup, Select, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { FocusEventHandler } from 'react';
import { bankMatches } from '../format.ts';

const BANK_OPTIONS: ComboboxItem[] = NAPAS_BANKS.map((bank) => ({ value: bank.bin, label: bank.shortName }));

interface BankSelectProps {
  /** The chosen bank's BIN. */
  value: string | null;
  onChange: (bin: string | null) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: string;
  readOnly?: boolean;
}

/**
 * The bank of the NAPAS 247 network an account is at: typed to search by short name, full name, code
 * or BIN, with or without diacritics (`ngoai thuong`, `VCB`, `970436` all find Vietcombank).
 */
export function BankSelect({ value, onChange, onBlur, error, readOnly = false }: BankSelectProps) {
  const chosen = value ? napasBankByBin(value) : undefined;
  return (
    <Select
      label="Ngân hàng"
      placeholder="Gõ tên, mã hoặc BIN ngân hàng"
      description={chosen ? chosen.name : 'Các ngân hàng nhận chuyển khoản nhanh NAPAS 247 (VietQR)'}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      withAsterisk={!readOnly}
      readOnly={readOnly}
      searchable
      allowDeselect={false}
      leftSection={<IconBuildingBank size={16} />}
      data={BANK_OPTIONS}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      limit={NAPAS_BANKS.length}
      maxDropdownHeight={320}
      nothingFoundMessage="Không tìm thấy ngân hàng"
      filter={({ options, search }) =>
        options.filter((option) => {
          if (isOptionsGroup(option)) return true;
          const bank = napasBankByBin(option.value);
          return bank ? bankMatches(bank, search) : false;
        })
      }
      renderOption={({ option }) => {
        const bank = napasBankByBin(option.value);
        return (
          <Stack gap={0} miw={0}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600}>
                {option.label}
              </Text>
              <Text size="xs" c="dimmed">
                {bank ? `${bank.code} · ${bank.bin}` : null}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {bank?.name}
            </Text>
          </Stack>
        );
      }}
      error={error}
    />
  );
}
