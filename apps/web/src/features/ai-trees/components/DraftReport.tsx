import type { Draft } from '@giapha/contract';
import {
  Badge,
  Button,
  Collapse,
  Group,
  type MantineSpacing,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { fidelitySentences, tagName } from './fidelity-summary.ts';

/** The importer's warnings as a list: the line, its message and the text it could not read. */
export function WarningList({ draft, mt }: { draft: Pick<Draft, 'warnings'>; mt?: MantineSpacing }) {
  return (
    <Stack gap="xs" mt={mt} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {draft.warnings.map((warning, index) => (
        // Warnings have no id; their order is fixed for a draft.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list read once from the server
        <li key={index}>
          <Text size="sm">
            {warning.line !== null ? (
              <Text span fw={600}>
                Dòng {warning.line}:{' '}
              </Text>
            ) : null}
            {warning.message}
          </Text>
          {warning.text ? (
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {warning.text}
            </Text>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}

/** What the importer could not understand, line by line: folded away until the reviewer opens it. */
export function DraftWarnings({ draft }: { draft: Draft }) {
  const [opened, setOpened] = useState(false);
  if (draft.warnings.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h4">
            Dòng chưa đọc được
          </Title>
          <Badge color="orange" variant="light" aria-label={`${draft.warnings.length} cảnh báo`}>
            {draft.warnings.length.toLocaleString('vi-VN')}
          </Badge>
        </Group>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setOpened((o) => !o)}
          aria-expanded={opened}
          rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        >
          {opened ? 'Thu gọn' : 'Xem chi tiết'}
        </Button>
      </Group>
      <Collapse expanded={opened}>
        <WarningList draft={draft} mt="sm" />
      </Collapse>
    </Paper>
  );
}

/**
 * The fidelity report: first in sentences ("29 bản ghi an táng đã được nhập"), then per GEDCOM tag
 * (or kind of line), named in Vietnamese, how many were imported and skipped.
 */
export function FidelityReport({ draft }: { draft: Draft }) {
  if (draft.report.length === 0) return null;
  const sentences = fidelitySentences(draft);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Báo cáo nhập dữ liệu
      </Title>
      {sentences.length > 0 ? (
        <Stack gap={4} mb="sm" component="ul" aria-label="Tóm tắt" style={{ paddingLeft: 20, margin: 0 }}>
          {sentences.map((sentence) => (
            <Text key={sentence} component="li" size="sm">
              {sentence}
            </Text>
          ))}
        </Stack>
      ) : null}
      <ScrollArea.Autosize mah={320}>
        <Table striped aria-label="Báo cáo nhập dữ liệu">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Loại dữ liệu</Table.Th>
              <Table.Th ta="right">Đã nhập</Table.Th>
              <Table.Th ta="right">Bỏ qua</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.report.map((entry) => (
              <Table.Tr key={entry.tag}>
                <Table.Td>
                  {tagName(entry.tag) ? <Text size="sm">{tagName(entry.tag)}</Text> : null}
                  <Text size="xs" c="dimmed" ff="monospace">
                    {entry.tag}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{entry.imported.toLocaleString('vi-VN')}</Table.Td>
                <Table.Td ta="right" c={entry.skipped > 0 ? 'orange' : undefined}>
                  {entry.skipped.toLocaleString('vi-VN')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Paper>
  );
}
