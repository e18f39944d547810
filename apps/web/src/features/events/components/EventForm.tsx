import '@mantine/dates/styles.css';
import 'dayjs/locale/vi';
import {
  type ClanEvent,
  EVENT_TEMPLATE_PRESETS,
  type EventCalendar,
  type EventTemplate,
  eventCalendars,
  eventTemplates,
  type Person,
} from '@giapha/contract';
import { formatIsoDay, parseIsoDay, slugify, thanhMinhDate } from '@giapha/genealogy';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Chip,
  Grid,
  Group,
  Input,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput, DatesProvider, TimeInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowRight, IconCalendar, IconClock, IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Controller, type FieldPath, type PathValue, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CoverImagePanel, SummaryAndContentFields } from '../../../components/CoverAndContentFields.tsx';
import { isStaleWrite, StaleVersionAlert } from '../../../components/StaleVersionAlert.tsx';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useSiteSetting } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { ImageUploadField } from '../../uploads/index.ts';
import type { EventChange } from '../api/cache.ts';
import { useCreateEvent } from '../api/createEvent.ts';
import { useUpdateEvent } from '../api/updateEvent.ts';
import {
  canChiOfDay,
  formatLunarLong,
  formatSolarWithWeekday,
  lunarOf,
  today as vietnamToday,
} from '../calendar.ts';
import {
  type EventFormInput,
  type EventFormOutput,
  emptyEventForm,
  eventFormSchema,
  eventFormValues,
  formFieldOf,
  templateForm,
} from '../eventForm.ts';
import { eventPath } from '../publicPaths.ts';
import { EVENT_CALENDAR_HINTS, EVENT_TEMPLATE_LABELS, EVENTS_FALLBACK } from '../texts.ts';
import { editEventPath } from './EventAdminActions.tsx';
import { LunarDateFields, type LunarFieldsValue } from './LunarDateFields.tsx';
import { PersonPicker } from './PersonPicker.tsx';

const BLANK = 'blank';

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
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconArrowRight size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" data-testid="solar-preview">
        {formatSolarWithWeekday(day)} — âm lịch <b>{formatLunarLong(lunar)}</b> ({canChiOfDay(day, lunar)})
      </Text>
    </Group>
  );
}

export interface EventFormProps {
  /** The event being edited; none for a new one. */
  event?: ClanEvent;
  /** Loads the newest copy after a version conflict. */
  onReload?: () => void;
  reloading?: boolean;
}

/**
 * Creating or editing an event: a template (Giỗ Tổ, Thanh Minh, Tết) to start from, the title and
 * address, how its date is given (solar, lunar, a lunar day every year — a person's giỗ — or Thanh
 * Minh), times, place, cover, summary and description.
 */
export function EventForm({ event, onReload, reloading = false }: EventFormProps) {
  const navigate = useNavigate();
  const { setting } = useSiteSetting();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const creation = useCreateEvent();
  const update = useUpdateEvent();
  const today = useMemo(() => vietnamToday(), []);
  const calendarLabelId = useId();
  const templateLabelId = useId();
  // A new event's address follows its title until the admin types one of their own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(event === undefined);

  const loadedValues = useMemo(
    () => (event ? eventFormValues(event, today) : emptyEventForm(today)),
    [event, today],
  );
  const form = useForm<EventFormInput, unknown, EventFormOutput>({
    resolver: zodResolver(eventFormSchema),
    values: loadedValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control });
  const [savedValues, setSavedValues] = useState(() => JSON.stringify(loadedValues));
  useEffect(() => {
    if (loadedValues) setSavedValues(JSON.stringify(form.getValues()));
  }, [loadedValues, form]);
  const guard = useUnsavedChangesGuard(JSON.stringify(watched) !== savedValues);
  const saving = creation.isPending || update.isPending;
  const stale = event !== undefined && isStaleWrite(update.error);
  const calendar = watched.calendar ?? 'solar';

  // The clan's setting chooses the picker's day order (DESIGN §12); the spec's default is month first.
  const dayFirst = setting?.dateFormat === 'dd/mm/yy';
  const valueFormat = dayFirst ? 'DD/MM/YYYY' : 'MM/DD/YYYY';

  const setValue = <K extends FieldPath<EventFormInput>>(name: K, value: PathValue<EventFormInput, K>) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const setTitle = (title: string) => {
    setValue('title', title);
    if (slugFollowsTitle) setValue('slug', slugify(title));
  };

  const chooseTemplate = (choice: string) => {
    const template = eventTemplates.find((t) => t === choice);
    const next = template ? templateForm(template, today) : emptyEventForm(today);
    // Keep what does not belong to a template: cover, place, description.
    form.reset(
      {
        ...next,
        coverImage: form.getValues('coverImage'),
        location: form.getValues('location'),
        description: form.getValues('description'),
        slug: slugFollowsTitle ? slugify(next.title) : form.getValues('slug'),
      },
      // The form keeps dirty values on reloads (resetOptions): a template replaces them.
      { keepDefaultValues: true, keepDirtyValues: false },
    );
  };

  const pickPerson = (person: Person | null) => {
    setValue('person', person ? { id: person.id, name: person.name } : null);
    if (!person) return;
    const lunar = person.death?.lunar;
    if (person.deceased && lunar) {
      setValue('lunarDay', String(lunar.day));
      setValue('lunarMonth', String(lunar.month));
    }
    setTitle(`Giỗ ${person.name}`);
  };

  const onSaved = ({ event: saved, message }: EventChange) => {
    toast.success(message, saved.title);
    setSavedValues(JSON.stringify(form.getValues()));
    if (!event) {
      guard.allowNextNavigation();
      navigate(editEventPath(saved.id), { replace: true });
    }
  };

  const onFailed = (error: unknown) => {
    if (error instanceof ApiError && error.errors) {
      let first = true;
      for (const fieldError of error.errors) {
        const field = formFieldOf(fieldError.field);
        if (!field) continue;
        form.setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: first });
        first = false;
      }
    }
    toast.error(errorMessage(error, event ? EVENTS_FALLBACK.update : EVENTS_FALLBACK.create));
  };

  const submit = form.handleSubmit((body) => {
    if (event) {
      update.mutate(
        { id: event.id, changes: { ...body, version: event.version } },
        { onSuccess: onSaved, onError: onFailed },
      );
    } else {
      creation.mutate(body, { onSuccess: onSaved, onError: onFailed });
    }
  });

  const titleField = form.register('title', {
    onChange: (change: { target: { value: string } }) => {
      if (slugFollowsTitle) setValue('slug', slugify(change.target.value));
    },
  });
  const slugField = form.register('slug', {
    onChange: (change: { target: { value: string } }) =>
      setSlugFollowsTitle(change.target.value.trim() === ''),
  });

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

  let dateFields: ReactNode;
  if (calendar === 'solar') {
    dateFields = (
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <Controller
            control={form.control}
            name="startDate"
            render={({ field, fieldState }) => (
              <DatePickerInput
                label="Ngày bắt đầu"
                placeholder="Chọn ngày"
                withAsterisk
                valueFormat={valueFormat}
                leftSection={<IconCalendar size={16} />}
                dropdownType={phone ? 'modal' : 'popover'}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  form.clearErrors('startDate');
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="endDate"
            render={({ field, fieldState }) => (
              <DatePickerInput
                label="Ngày kết thúc"
                description="Chỉ khi sự kiện kéo dài nhiều ngày"
                placeholder="Cùng ngày"
                valueFormat={valueFormat}
                leftSection={<IconCalendar size={16} />}
                dropdownType={phone ? 'modal' : 'popover'}
                clearable
                clearButtonProps={{ 'aria-label': 'Xóa ngày kết thúc' }}
                minDate={watched.startDate ?? undefined}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  form.clearErrors('endDate');
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
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
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconArrowRight size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" data-testid="thanh-minh-preview">
          Thanh Minh năm {nextThanhMinh.year}: <b>{formatSolarWithWeekday(nextThanhMinh)}</b>. Ngày được tính
          lại mỗi năm.
        </Text>
      </Group>
    );
  }

  return (
    <form noValidate aria-label={event ? 'Sửa sự kiện' : 'Thêm sự kiện'} onSubmit={submit}>
      {guard.dialog}
      <DatesProvider settings={{ locale: 'vi', firstDayOfWeek: dayFirst ? 1 : 0 }}>
        <Stack gap="md">
          {stale ? (
            <StaleVersionAlert
              message={errorMessage(update.error, EVENTS_FALLBACK.update)}
              onReload={
                onReload
                  ? () => {
                      update.reset();
                      onReload();
                    }
                  : undefined
              }
              reloading={reloading}
            />
          ) : null}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                {event ? null : (
                  <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                    <Stack gap="xs">
                      <Text fw={600} id={templateLabelId}>
                        Bắt đầu từ mẫu
                      </Text>
                      <Chip.Group
                        multiple={false}
                        value={watched.template ?? BLANK}
                        onChange={chooseTemplate}
                      >
                        <Group gap="xs" role="radiogroup" aria-labelledby={templateLabelId}>
                          <Chip value={BLANK} variant="outline" name={templateLabelId}>
                            Sự kiện trống
                          </Chip>
                          {(['gioTo', 'thanhMinh', 'tet'] as const satisfies readonly EventTemplate[]).map(
                            (template) => (
                              <Chip key={template} value={template} variant="outline" name={templateLabelId}>
                                {EVENT_TEMPLATE_LABELS[template]}
                              </Chip>
                            ),
                          )}
                        </Group>
                      </Chip.Group>
                      <Text size="xs" c="dimmed">
                        {watched.template
                          ? `${EVENT_TEMPLATE_PRESETS[watched.template].title}: đã điền sẵn tên, tóm tắt và ngày — có thể sửa tùy dòng họ.`
                          : 'Chọn một mẫu để điền sẵn, hoặc tự nhập từ đầu.'}
                      </Text>
                    </Stack>
                  </Paper>
                )}
                <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                  <Stack gap="md">
                    <TextInput
                      label="Tên sự kiện"
                      placeholder="Ví dụ: Giỗ cụ Tổ, Họp mặt đầu xuân"
                      withAsterisk
                      autoComplete="off"
                      {...titleField}
                      error={errors.title?.message}
                    />
                    <TextInput
                      label="Đường dẫn"
                      description={`Địa chỉ sự kiện: ${eventPath(watched.slug || 'duong-dan')}${
                        slugFollowsTitle ? ' — tự tạo từ tên, có thể sửa' : ''
                      }`}
                      placeholder="tu-tao-tu-ten"
                      autoCapitalize="none"
                      autoCorrect="off"
                      spellCheck={false}
                      {...slugField}
                      error={errors.slug?.message}
                    />
                    <Controller
                      control={form.control}
                      name="calendar"
                      render={({ field }) => (
                        <Input.Wrapper
                          label="Ngày theo"
                          id={calendarLabelId}
                          labelElement="div"
                          description={EVENT_CALENDAR_HINTS[field.value]}
                          inputWrapperOrder={['label', 'input', 'description', 'error']}
                        >
                          <SegmentedControl<EventCalendar>
                            aria-labelledby={`${calendarLabelId}-label`}
                            data={CALENDAR_OPTIONS}
                            value={field.value}
                            onChange={(value) => {
                              field.onChange(value);
                              form.clearErrors();
                            }}
                            fullWidth
                            orientation={phone ? 'vertical' : 'horizontal'}
                            mt={4}
                            mb={4}
                          />
                        </Input.Wrapper>
                      )}
                    />
                    {dateFields}
                    <SimpleGrid cols={2} spacing="sm">
                      <Controller
                        control={form.control}
                        name="startTime"
                        render={({ field, fieldState }) => (
                          <TimeInput
                            label="Giờ bắt đầu"
                            leftSection={<IconClock size={16} />}
                            value={field.value}
                            onChange={(change) => field.onChange(change.currentTarget.value)}
                            onBlur={field.onBlur}
                            error={fieldState.error?.message}
                          />
                        )}
                      />
                      <Controller
                        control={form.control}
                        name="endTime"
                        render={({ field, fieldState }) => (
                          <TimeInput
                            label="Giờ kết thúc"
                            leftSection={<IconClock size={16} />}
                            value={field.value}
                            onChange={(change) => field.onChange(change.currentTarget.value)}
                            onBlur={field.onBlur}
                            error={fieldState.error?.message}
                          />
                        )}
                      />
                    </SimpleGrid>
                    <TextInput
                      label="Địa điểm"
                      placeholder="Ví dụ: Nhà thờ họ, thôn Đông, xã Yên Sở"
                      autoComplete="off"
                      {...form.register('location')}
                      error={errors.location?.message}
                    />
                  </Stack>
                </Paper>
                <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                  <Stack gap="md">
                    <SummaryAndContentFields
                      control={form.control}
                      summaryName="summary"
                      summaryDescription="Hiện trên lịch, trang chủ và khi chia sẻ lên Facebook, Zalo"
                      contentName="description"
                      contentLabel="Nội dung chi tiết"
                      contentPlaceholder="Chương trình buổi lễ, phân công, đóng góp…"
                      contentHeight={phone ? 200 : 280}
                    />
                  </Stack>
                </Paper>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <Paper withBorder radius="md" p="md" component="section" aria-labelledby="event-save-title">
                  <Stack gap="sm">
                    <Title order={2} size="h4" id="event-save-title">
                      Lưu sự kiện
                    </Title>
                    <Text size="sm" c="dimmed">
                      Sự kiện hiện ngay trên lịch của dòng họ sau khi lưu.
                    </Text>
                    <Button
                      type="submit"
                      loading={saving}
                      disabled={saving}
                      fullWidth
                      leftSection={<IconDeviceFloppy size={16} />}
                    >
                      {event ? 'Lưu thay đổi' : 'Tạo sự kiện'}
                    </Button>
                  </Stack>
                </Paper>
                <CoverImagePanel
                  control={form.control}
                  name="coverImage"
                  ImageField={ImageUploadField}
                  headingId="event-cover-title"
                  label="Ảnh bìa sự kiện"
                  description="Ảnh nhà thờ họ, buổi lễ năm trước…"
                />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </DatesProvider>
    </form>
  );
}
