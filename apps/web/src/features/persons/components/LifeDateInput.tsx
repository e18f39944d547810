import { Anchor, Fieldset, Group, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { NumericInput } from '../../../components/NumericInput.tsx';
import {
  type LifeDateFields,
  type LunarDateFields,
  lifeDateHelp,
  type SolarDateFields,
} from '../lifeDate.ts';

type Part = 'day' | 'month' | 'year';

/** Field errors of one birth or death, as react-hook-form reports them under `birth` / `death`. */
export interface LifeDateErrors {
  solar?: Partial<Record<Part, { message?: string | undefined } | undefined>> | undefined;
  lunar?: Partial<Record<Part, { message?: string | undefined } | undefined>> | undefined;
}

interface LifeDateInputProps {
  /** `Ngày sinh`, `Ngày mất`. */
  label: string;
  /** A death also shows its giỗ. */
  kind: 'birth' | 'death';
  value: LifeDateFields;
  onChange: (value: LifeDateFields) => void;
  onBlur?: () => void;
  errors?: LifeDateErrors | undefined;
  disabled?: boolean;
}

const PART_LABELS: Record<Part, string> = { day: 'Ngày', month: 'Tháng', year: 'Năm' };
const PART_WIDTHS: Record<Part, number> = { day: 60, month: 60, year: 84 };
const PART_LENGTHS: Record<Part, number> = { day: 2, month: 2, year: 4 };
const PARTS: Part[] = ['day', 'month', 'year'];

function messagesOf(errors: LifeDateErrors['solar']): string[] {
  const messages = PARTS.map((part) => errors?.[part]?.message).filter((m): m is string => Boolean(m));
  return [...new Set(messages)];
}

/**
 * A birth or a death as Vietnamese genealogies record it: a solar date known in part (a year, a month
 * and year, or all three) and/or a lunar date (day, month, year if known, leap month or not). Below,
 * the date in the other calendar, the year's Can-Chi and, for a death, the giỗ; a solar date alone
 * can fill the lunar one (and back).
 */
export function LifeDateInput({
  label,
  kind,
  value,
  onChange,
  onBlur,
  errors,
  disabled = false,
}: LifeDateInputProps) {
  const id = useId();
  const help = lifeDateHelp(value, kind);
  const solarErrors = messagesOf(errors?.solar);
  const lunarErrors = messagesOf(errors?.lunar);

  const setSolar = (changes: Partial<SolarDateFields>) =>
    onChange({ ...value, solar: { ...value.solar, ...changes } });
  const setLunar = (changes: Partial<LunarDateFields>) =>
    onChange({ ...value, lunar: { ...value.lunar, ...changes } });

  const partInput = (calendar: 'solar' | 'lunar', part: Part) => {
    const calendarLabel = calendar === 'solar' ? 'dương lịch' : 'âm lịch';
    const errorId = `${id}-${calendar}-errors`;
    const invalid = Boolean(errors?.[calendar]?.[part]?.message);
    return (
      <NumericInput
        key={part}
        label={PART_LABELS[part]}
        aria-label={`${label} ${calendarLabel}: ${PART_LABELS[part].toLowerCase()}`}
        size="sm"
        w={PART_WIDTHS[part]}
        maxLength={PART_LENGTHS[part]}
        autoComplete="off"
        placeholder={part === 'year' ? 'yyyy' : part === 'month' ? 'mm' : 'dd'}
        value={value[calendar][part]}
        disabled={disabled}
        error={invalid}
        aria-describedby={invalid ? errorId : undefined}
        labelProps={{ fz: 'xs', c: 'dimmed', fw: 400 }}
        onBlur={onBlur}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (calendar === 'solar') setSolar({ [part]: next });
          else setLunar({ [part]: next });
        }}
      />
    );
  };

  const errorText = (calendar: 'solar' | 'lunar', messages: string[]) =>
    messages.length > 0 ? (
      <Text id={`${id}-${calendar}-errors`} size="xs" c="red">
        {messages.join('. ')}
      </Text>
    ) : null;

  return (
    <Fieldset legend={label} radius="md" p="sm" pt={4} disabled={disabled} miw={0}>
      <Stack gap="xs">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Dương lịch
          </Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            {PARTS.map((part) => partInput('solar', part))}
          </Group>
          {errorText('solar', solarErrors)}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Âm lịch
          </Text>
          <Group gap="xs" align="flex-end" wrap="wrap" style={{ rowGap: 6 }}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              {PARTS.map((part) => partInput('lunar', part))}
            </Group>
            <Switch
              label="Tháng nhuận"
              aria-label={`${label} âm lịch: tháng nhuận`}
              size="sm"
              mb={6}
              checked={value.lunar.leap}
              disabled={disabled}
              onChange={(event) => setLunar({ leap: event.currentTarget.checked })}
              onBlur={onBlur}
            />
          </Group>
          {errorText('lunar', lunarErrors)}
        </Stack>
        {help.lines.length > 0 || help.warning ? (
          <Stack gap={2} aria-live="polite">
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
                <Text size="xs" c="orange">
                  {help.warning}
                </Text>
              </Group>
            ) : null}
          </Stack>
        ) : null}
        {help.lunarToFill || help.solarToFill ? (
          <Anchor
            component="button"
            type="button"
            size="xs"
            w="fit-content"
            disabled={disabled}
            onClick={() => {
              if (help.lunarToFill) onChange({ ...value, lunar: help.lunarToFill });
              else if (help.solarToFill) onChange({ ...value, solar: help.solarToFill });
            }}
          >
            {help.lunarToFill ? 'Điền ngày âm lịch tương ứng' : 'Điền ngày dương lịch tương ứng'}
          </Anchor>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
