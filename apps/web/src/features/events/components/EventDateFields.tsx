import { type EventCalendar, eventCalendars, type Person } from '@giapha/contract';
import { formatIsoDay, parseIsoDay, type SolarDate, thanhMinhDate } from '@giapha/genealogy';
import { SimpleGrid, Stack } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormDatePicker } from '../../../components/FormDatePicker.tsx';
import { SegmentedField } from '../../../components/SegmentedField.tsx';
import { canChiOfDay, formatLunarLong, formatSolarWithWeekday, lunarOf } from '../calendar.ts';
import { EVENT_CALENDAR_HINTS } from '../texts.ts';
import { DatePreview } from './DatePreview.tsx';
import { LunarDateFields, type LunarFieldsValue } from './LunarDateFields.tsx';
import { PersonPicker } from './PersonPicker.tsx';
import type { EventFormApi, useEventForm } from './useEventForm.ts';

const CALENDAR_OPTIONS: { value: EventCalendar; label: string }[] = eventCalendars.map((calendar) => ({
  value: calendar,
  label: { solar: 'Dương lịch', lunar: 'Âm lịch', lunarYearly: 'Âm lịch hằng năm', thanhMinh: 'Thanh Minh' }[
    calendar
  ],
}));

/** The lunar day of a solar day, under the date picker. */
function SolarDayHint({ iso }: { iso: string | null }) {
  const day = iso ? parseIsoDay(iso) : undefined;
  const lunar = day ? lunarOf(day) : null;
  if (!day || !lunar) return null;
  return (
    <DatePreview testId="solar-preview">
      {formatSolarWithWeekday(day)} — âm lịch <b>{formatLunarLong(lunar)}</b> ({canChiOfDay(day, lunar)})
    </DatePreview>
  );
}

interface EventDateFieldsProps {
  form: EventFormApi;
  /** The form's setter that marks the field changed (and checks it again once submitted). */
  setValue: ReturnType<typeof useEventForm>['setValue'];
  /** Choosing whose giỗ it is also fills the lunar day and the title. */
  pickPerson: (person: Person | null) => void;
  today: SolarDate;
  phone: boolean;
  /** The pickers' day order, from the clan's setting. */
  valueFormat: string;
}

/**
 * When the event is: how its date is given (solar, lunar, a lunar day every year — a person's giỗ — or
 * Thanh Minh), the date fields for that, and the times.
 */
export function EventDateFields({
  form,
  setValue,
  pickPerson,
  today,
  phone,
  valueFormat,
}: EventDateFieldsProps) {
  const watched = useWatch({ control: form.control });
  const { errors } = form.formState;
  const calendar = watched.calendar ?? 'solar';

  const lunarValue: LunarFieldsValue = {
    day: watched.lunarDay ?? null,
    month: watched.lunarMonth ?? null,
    year: watched.lunarYear ?? null,
    leap: watched.lunarLeap ?? false,
  };
  const changeLunar = (changes: Partial<LunarFieldsValue>) => {
    if (changes.day !== undefined) setValue('lunarDay', changes.day);
    if (changes.month !== undefined) setValue('lunarMonth', changes.month);
    if (changes.year !== undefined) setValue('lunarYear', changes.year);
    if (changes.leap !== undefined) setValue('lunarLeap', changes.leap);
    form.clearErrors(['lunarDay', 'lunarMonth', 'lunarYear', 'lunarLeap']);
  };

  const nextThanhMinh = useMemo(() => {
    const thisYear = thanhMinhDate(today.year);
    return formatIsoDay(thisYear) >= formatIsoDay(today) ? thisYear : thanhMinhDate(today.year + 1);
  }, [today]);

  const timeInput = (name: 'startTime' | 'endTime', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TimeInput
          label={label}
          leftSection={<IconClock size={16} />}
          value={field.value}
          onChange={(change) => field.onChange(change.currentTarget.value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  let dateFields: ReactNode;
  if (calendar === 'solar') {
    dateFields = (
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <FormDatePicker
            form={form}
            name="startDate"
            phone={phone}
            label="Ngày bắt đầu"
            placeholder="Chọn ngày"
            withAsterisk
            valueFormat={valueFormat}
          />
          <FormDatePicker
            form={form}
            name="endDate"
            phone={phone}
            label="Ngày kết thúc"
            description="Chỉ khi sự kiện kéo dài nhiều ngày"
            placeholder="Cùng ngày"
            valueFormat={valueFormat}
            clearable
            clearButtonProps={{ 'aria-label': 'Xóa ngày kết thúc' }}
            minDate={watched.startDate ?? undefined}
          />
        </SimpleGrid>
        <SolarDayHint iso={watched.startDate ?? null} />
      </Stack>
    );
  } else if (calendar === 'lunar' || calendar === 'lunarYearly') {
    dateFields = (
      <Stack gap="sm">
        {calendar === 'lunarYearly' ? (
          <PersonPicker
            value={
              watched.person?.id && watched.person.name
                ? { id: watched.person.id, name: watched.person.name }
                : null
            }
            onChange={pickPerson}
            error={errors.person?.message}
          />
        ) : null}
        <LunarDateFields
          mode={calendar === 'lunar' ? 'oneOff' : 'yearly'}
          value={lunarValue}
          onChange={changeLunar}
          errors={{
            day: errors.lunarDay?.message,
            month: errors.lunarMonth?.message,
            year: errors.lunarYear?.message,
            leap: errors.lunarLeap?.message,
          }}
          today={today}
        />
      </Stack>
    );
  } else {
    dateFields = (
      <DatePreview testId="thanh-minh-preview">
        Thanh Minh năm {nextThanhMinh.year}: <b>{formatSolarWithWeekday(nextThanhMinh)}</b>. Ngày được tính
        lại mỗi năm.
      </DatePreview>
    );
  }

  return (
    <>
      <Controller
        control={form.control}
        name="calendar"
        render={({ field }) => (
          <SegmentedField<EventCalendar>
            label="Ngày theo"
            description={EVENT_CALENDAR_HINTS[field.value]}
            data={CALENDAR_OPTIONS}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              form.clearErrors();
            }}
            orientation={phone ? 'vertical' : 'horizontal'}
          />
        )}
      />
      {dateFields}
      <SimpleGrid cols={2} spacing="sm">
        {timeInput('startTime', 'Giờ bắt đầu')}
        {timeInput('endTime', 'Giờ kết thúc')}
      </SimpleGrid>
    </>
  );
}
