import {
  LUNAR_MAX_YEAR,
  LUNAR_MIN_YEAR,
  leapMonthOf,
  lunarToSolar,
  nextDeathAnniversary,
  type SolarDate,
} from '@giapha/genealogy';
import { Alert, Checkbox, Select, type SelectProps, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatLunarLong, formatSolarWithWeekday } from '../calendar.ts';
import { lunarDateProblem, yearWithCanChi } from '../eventForm.ts';
import { DatePreview } from './DatePreview.tsx';

/** A required part of the lunar date (day, month, year): chosen from a list, never left empty. */
function LunarSelect(props: SelectProps) {
  return <Select allowDeselect={false} maxDropdownHeight={260} withAsterisk {...props} />;
}

const DAY_OPTIONS = Array.from({ length: 30 }, (_, index) => {
  const day = index + 1;
  // The first ten days of a lunar month are "mùng 1" … "mùng 10".
  return { value: String(day), label: day <= 10 ? `Mùng ${day}` : String(day) };
});

const MONTH_NAMES: Record<number, string> = { 1: 'Tháng 1 (Giêng)', 12: 'Tháng 12 (Chạp)' };
const MONTH_OPTIONS = Array.from({ length: 12 }, (_, index) => {
  const month = index + 1;
  return { value: String(month), label: MONTH_NAMES[month] ?? `Tháng ${month}` };
});

const YEAR_OPTIONS = Array.from({ length: LUNAR_MAX_YEAR - LUNAR_MIN_YEAR + 1 }, (_, index) => {
  const year = LUNAR_MIN_YEAR + index;
  return { value: String(year), label: yearWithCanChi(year) };
});

export interface LunarFieldsValue {
  day: string | null;
  month: string | null;
  year: string | null;
  leap: boolean;
}

export interface LunarDateFieldsProps {
  /** `oneOff`: a date of one year (with the leap box); `yearly`: a day and month every year. */
  mode: 'oneOff' | 'yearly';
  value: LunarFieldsValue;
  onChange: (changes: Partial<LunarFieldsValue>) => void;
  errors: { day?: string; month?: string; year?: string; leap?: string };
  today: SolarDate;
}

const num = (text: string | null) => (text && /^\d+$/.test(text) ? Number(text) : null);

/**
 * A lunar date picked from lists — day (mùng 1 … 30), month (Giêng … Chạp), year with its Can-Chi —
 * with the leap-month box usable only when that year has that leap month. Beneath, live, the solar day
 * it falls on (or, for a yearly date, the next one), or what is wrong with it.
 */
export function LunarDateFields({ mode, value, onChange, errors, today }: LunarDateFieldsProps) {
  const day = num(value.day);
  const month = num(value.month);
  const year = num(value.year);
  const leapMonth =
    year !== null && year >= LUNAR_MIN_YEAR && year <= LUNAR_MAX_YEAR ? leapMonthOf(year) : null;
  const leapAllowed = mode === 'oneOff' && month !== null && leapMonth === month;

  const problem =
    mode === 'oneOff' && day !== null && month !== null && year !== null
      ? lunarDateProblem(day, month, year, value.leap)
      : null;
  const dayError = errors.day ?? (problem?.field === 'lunarDay' ? problem.message : undefined);
  const leapError = errors.leap ?? (problem?.field === 'lunarLeap' ? problem.message : undefined);

  /** Month or year changed: the leap box stays ticked only if the new pair has that leap month. */
  const change = (changes: Partial<LunarFieldsValue>) => {
    const nextMonth = num(changes.month !== undefined ? changes.month : value.month);
    const nextYear = num(changes.year !== undefined ? changes.year : value.year);
    const nextLeapMonth = nextYear !== null ? leapMonthOf(nextYear) : null;
    const leap = changes.leap ?? value.leap;
    onChange({ ...changes, leap: leap && nextMonth !== null && nextLeapMonth === nextMonth });
  };

  let preview: ReactNode = null;
  if (mode === 'oneOff' && day !== null && month !== null && year !== null && !problem) {
    const solar = lunarToSolar({ day, month, year, leap: value.leap });
    preview = (
      <DatePreview testId="lunar-preview">
        Dương lịch: <b>{formatSolarWithWeekday(solar)}</b> (
        {formatLunarLong({ day, month, year, leap: value.leap })})
      </DatePreview>
    );
  } else if (mode === 'yearly' && day !== null && month !== null) {
    const next = nextDeathAnniversary({ day, month, leap: false }, today);
    preview = (
      <DatePreview testId="lunar-preview">
        Lần tới: <b>{formatSolarWithWeekday(next.solar)}</b> ({formatLunarLong(next.lunar)})
        {next.clamped30To29 ? ' — tháng này thiếu nên tính ngày 29' : ''}
      </DatePreview>
    );
  }

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: mode === 'oneOff' ? 3 : 2 }} spacing="sm" verticalSpacing="sm">
        <LunarSelect
          label="Ngày âm lịch"
          placeholder="Chọn ngày"
          data={DAY_OPTIONS}
          value={value.day}
          onChange={(next) => change({ day: next })}
          error={dayError}
        />
        <LunarSelect
          label="Tháng âm lịch"
          placeholder="Chọn tháng"
          data={MONTH_OPTIONS}
          value={value.month}
          onChange={(next) => change({ month: next })}
          error={errors.month}
        />
        {mode === 'oneOff' ? (
          <LunarSelect
            label="Năm âm lịch"
            placeholder="Chọn năm"
            data={YEAR_OPTIONS}
            value={value.year}
            onChange={(next) => change({ year: next })}
            searchable
            nothingFoundMessage="Không có năm này"
            error={errors.year}
          />
        ) : null}
      </SimpleGrid>
      {mode === 'oneOff' ? (
        <Checkbox
          label="Tháng nhuận"
          description={
            year === null
              ? undefined
              : leapMonth === null
                ? `Năm ${yearWithCanChi(year)} không có tháng nhuận`
                : `Năm ${yearWithCanChi(year)} nhuận tháng ${leapMonth}`
          }
          checked={value.leap}
          disabled={!leapAllowed}
          onChange={(event) => change({ leap: event.currentTarget.checked })}
          error={leapError}
        />
      ) : (
        <Alert variant="light" color="gray" p="xs" icon={<IconInfoCircle size={16} />}>
          <Text size="xs">
            Tháng nhuận tính vào tháng thường: người mất vào tháng nhuận được giỗ vào tháng thường cùng tên;
            ngày 30 rơi vào tháng thiếu thì giỗ ngày 29.
          </Text>
        </Alert>
      )}
      {preview}
    </Stack>
  );
}
