import {
  AUDIT_FIELD_LABELS,
  type LifeDate,
  lifeDateSchema,
  type Suggestion,
  type SuggestionDiffRow,
} from '@giapha/contract';
import { formatLifeDate } from '@giapha/genealogy';
import { Image, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SEX_LABELS } from '../../persons/index.ts';
import { REVIEW_TEXTS as R } from '../texts.ts';

/** Fields the audit labels do not name, or name otherwise here. */
const LABELS: Record<string, string> = {
  otherParent: 'Cha/mẹ còn lại',
  relation: 'Quan hệ',
  title: 'Tên nguồn',
  author: 'Tác giả',
  date: 'Thời gian',
  repository: 'Nơi lưu giữ',
  note: 'Ghi chú nguồn',
  page: 'Trang',
  quote: 'Trích dẫn',
};

const RELATIONS: Record<string, string> = {
  birth: 'Con đẻ',
  adopted: 'Con nuôi',
  step: 'Con riêng',
  foster: 'Con đỡ đầu',
};

export function fieldLabel(field: string): string {
  return LABELS[field] ?? AUDIT_FIELD_LABELS[field] ?? field;
}

const EMPTY = '—';

function asLifeDate(value: unknown): LifeDate | null {
  const parsed = lifeDateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A value as the page shows it: dates as written, Có/Không, the sex and relation in words, a photo. */
export function formatValue(field: string, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (field === 'sex' && typeof value === 'string' && value in SEX_LABELS) {
    return SEX_LABELS[value as keyof typeof SEX_LABELS];
  }
  if (field === 'relation' && typeof value === 'string') return RELATIONS[value] ?? value;
  if (field === 'avatar' && typeof value === 'string') {
    return <Image src={value} alt="Ảnh đề xuất" w={96} h={96} fit="cover" radius="sm" />;
  }
  if (field === 'birth' || field === 'death') return formatLifeDate(asLifeDate(value)) || EMPTY;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

function changed(row: SuggestionDiffRow): boolean {
  return JSON.stringify(row.current ?? null) !== JSON.stringify(row.proposed ?? null);
}

/**
 * The side-by-side diff of a proposal: each field with its value now and the proposed one, a changed
 * one highlighted. An edit also shows what the member saw when a field moved since.
 */
export function SuggestionDiff({ suggestion }: { suggestion: Suggestion }) {
  const { kind, diff } = suggestion;
  const isEdit = kind === 'editPerson' || kind === 'addPhoto';
  const isDuplicate = kind === 'duplicate';
  const showCurrent = isEdit || isDuplicate;
  const showBase = isEdit && diff.some((row) => JSON.stringify(row.base) !== JSON.stringify(row.current));
  return (
    // Two values side by side fit a phone (the text wraps); a third column scrolls.
    <Table.ScrollContainer minWidth={showBase ? 420 : 0}>
      <Table withTableBorder withColumnBorders verticalSpacing={6} fz="sm" aria-label="So sánh đề xuất">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{R.field}</Table.Th>
            {showBase ? <Table.Th>{R.base}</Table.Th> : null}
            {showCurrent ? <Table.Th>{isDuplicate ? R.thisPerson : R.current}</Table.Th> : null}
            <Table.Th>{isDuplicate ? R.otherPerson : R.proposed}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {diff.map((row) => {
            const highlight = showCurrent && changed(row);
            return (
              <Table.Tr key={row.field}>
                <Table.Td fw={500}>{fieldLabel(row.field)}</Table.Td>
                {showBase ? <Table.Td c="dimmed">{formatValue(row.field, row.base)}</Table.Td> : null}
                {showCurrent ? <Table.Td>{formatValue(row.field, row.current)}</Table.Td> : null}
                <Table.Td
                  bg={highlight ? 'var(--mantine-color-yellow-light)' : undefined}
                  fw={highlight ? 600 : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  <Stack gap={0}>
                    <Text span inherit>
                      {formatValue(row.field, row.proposed)}
                    </Text>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
