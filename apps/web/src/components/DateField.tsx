import type { LifeDate } from '@giapha/contract';
import { formatLifeDate, parseLifeDate } from '@giapha/genealogy';
import { ActionIcon, Anchor, Group, Popover, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconHelpCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DATE_FIELD_FORMS, type DateFieldKind, dateFieldHelp } from './date-field-help.ts';

export type { DateFieldKind } from './date-field-help.ts';

export const DATE_FIELD_PLACEHOLDER = 'vd. 12/3/1928, khoảng 1850, 10/3 âm lịch, năm Giáp Tý';

export interface DateFieldProps {
  label: ReactNode;
  value: LifeDate | null;
  /** The date the text reads as (null when emptied); not called while the text names an impossible date. */
  onChange: (value: LifeDate | null) => void;
  /** Why the typed text cannot be a date (`Không có ngày 31/2/1900…`), or null once it can. */
  onProblem?: (problem: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  /** A death also shows its giỗ. */
  kind?: DateFieldKind;
  disabled?: boolean;
  withAsterisk?: boolean;
}

function FormsHelp() {
  return (
    <Popover width={340} position="bottom-end" withArrow shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Cách nhập ngày">
          <IconHelpCircle size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 16px)">
        <Text size="sm" fw={600} mb={4}>
          Cách nhập
        </Text>
        <Table fz="xs" verticalSpacing={4} horizontalSpacing={6} withRowBorders={false}>
          <Table.Tbody>
            {DATE_FIELD_FORMS.map((form) => (
              <Table.Tr key={form.example}>
                <Table.Td fw={500} style={{ verticalAlign: 'top' }}>
                  {form.example}
                </Table.Td>
                <Table.Td c="dimmed">{form.meaning}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * One text input for any date as genealogies write it: typed Vietnamese (tone marks or not) and GEDCOM
 * forms, read by `parseLifeDate`. A stored date shows as `formatLifeDate` writes it; what the user
 * types stays as typed until the field loses focus. Below it: what the text was read as, the other
 * calendar of an exact day (with a button to keep both), a lone year's Can Chi and, for a death, the
 * giỗ. A text naming a day that cannot be is the field's error.
 */
export function DateField({
  label,
  value,
  onChange,
  onProblem,
  onBlur,
  error,
  description,
  kind = 'event',
  disabled = false,
  withAsterisk,
}: DateFieldProps) {
  const [text, setText] = useState(() => formatLifeDate(value));
  const [problem, setProblem] = useState<string | null>(null);
  // The date the text stands for, as written (forms may hand back a copy, so not the object itself):
  // another date from outside (a reset, a reload) replaces the text.
  const shown = useRef(formatLifeDate(value));
  const written = formatLifeDate(value);
  useEffect(() => {
    if (written === shown.current) return;
    shown.current = written;
    setText(written);
    setProblem(null);
  }, [written]);

  const emit = (date: LifeDate | null) => {
    shown.current = formatLifeDate(date);
    onChange(date);
  };

  const typed = text.trim() !== written;
  const help = problem === null ? dateFieldHelp(value, kind, typed) : null;

  return (
    <Stack gap={4} miw={0}>
      <TextInput
        label={label}
        description={description}
        placeholder={DATE_FIELD_PLACEHOLDER}
        autoComplete="off"
        value={text}
        disabled={disabled}
        withAsterisk={withAsterisk}
        error={problem ?? error}
        rightSection={<FormsHelp />}
        rightSectionPointerEvents="all"
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const reading = parseLifeDate(next);
          setProblem(reading.problem);
          onProblem?.(reading.problem);
          if (reading.problem === null) emit(reading.date);
        }}
        onBlur={() => {
          if (problem === null) setText(written);
          onBlur?.();
        }}
      />
      {help && (help.understood || help.lines.length > 0 || help.warning) ? (
        <Stack gap={2} aria-live="polite">
          {help.understood ? (
            <Text size="xs" c="dimmed">
              {help.understood}
            </Text>
          ) : null}
          {help.lines.map((line) => (
            <Text key={line} size="xs" c="dimmed">
              {line}
            </Text>
          ))}
          {help.warning ? (
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconAlertTriangle
                size={14}
                color="var(--mantine-color-orange-7)"
                aria-hidden
                style={{ flexShrink: 0, marginTop: 2 }}
              />
              <Text size="xs" c="orange.8">
                {help.warning}
              </Text>
            </Group>
          ) : null}
        </Stack>
      ) : null}
      {help?.completion ? (
        <Anchor
          component="button"
          type="button"
          size="xs"
          w="fit-content"
          disabled={disabled}
          onClick={() => {
            const completed = help.completion?.date ?? null;
            setText(formatLifeDate(completed));
            emit(completed);
          }}
        >
          {help.completion.label}
        </Anchor>
      ) : null}
    </Stack>
  );
}
