import { MESSAGES, type Person, type Sex, sexes } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Avatar,
  Button,
  Divider,
  Group,
  Input,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { NumericInput } from '../../../components/NumericInput.tsx';
import { isStaleWrite, StaleVersionAlert } from '../../../components/StaleVersionAlert.tsx';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { isEmptyLifeDate } from '../lifeDate.ts';
import {
  PERSON_FORM_FIELDS,
  type PersonFormInput,
  type PersonFormOutput,
  type PersonFormValues,
  personFormDefaults,
  personFormSchema,
  personFormValues,
} from '../personForm.ts';
import { OTHER_NAME_LABELS, SEX_LABELS } from '../texts.ts';
import { LifeDateInput } from './LifeDateInput.tsx';

export type { PersonFormValues } from '../personForm.ts';

export interface PersonFormProps {
  /** The person to edit; without one the form is empty (a new person). */
  person?: Person;
  /**
   * Saves the values (add the loaded `version` for an update). Reject with the `ApiError` to have
   * the form show the server's field errors under their fields and a version conflict (409) above them.
   */
  onSubmit: (values: PersonFormValues) => Promise<void>;
  submitting: boolean;
  /** One column, sections without frames: for the tree editor's side panel. */
  compact?: boolean;
  /** Shows a `Hủy` button. */
  onCancel?: () => void;
  /** After a version conflict: loads the person again (fields the user has not touched take the new values). */
  onReload?: () => void;
  reloading?: boolean;
  /** Default: `Lưu thay đổi` for a person, `Thêm người` for a new one. */
  submitLabel?: string;
}

const SEX_OPTIONS = sexes.map((sex) => ({ value: sex, label: SEX_LABELS[sex] }));

function Section({
  title,
  description,
  compact,
  children,
}: {
  title: string;
  description?: ReactNode;
  compact: boolean;
  children: ReactNode;
}) {
  if (compact) {
    return (
      <Stack gap="sm">
        <Divider label={title} labelPosition="left" fw={600} />
        {description}
        {children}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Everything about one person of the genealogy: names (and tên húy, tên tự, hiệu, thụy hiệu), sex,
 * đời and thứ, birth and death in the solar and/or lunar calendar, burial place, picture, biography,
 * notes and private contact details. Used by the persons admin page and the tree editor's side panel.
 */
export function PersonForm({
  person,
  onSubmit,
  submitting,
  compact = false,
  onCancel,
  onReload,
  reloading = false,
  submitLabel,
}: PersonFormProps) {
  const sexLabelId = useId();
  const form = useForm<PersonFormInput, unknown, PersonFormOutput>({
    resolver: zodResolver(personFormSchema),
    defaultValues: personFormDefaults(person),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const [conflict, setConflict] = useState<string | null>(null);

  // Reloaded data fills the fields the user has not touched (their edits stay); another person
  // replaces everything.
  const { reset } = form;
  const shown = useRef({ id: person?.id, version: person?.version });
  useEffect(() => {
    if (!person) return;
    const samePerson = shown.current.id === person.id;
    if (!samePerson || shown.current.version !== person.version) setConflict(null);
    shown.current = { id: person.id, version: person.version };
    reset(personFormDefaults(person), { keepDirtyValues: samePerson });
  }, [person, reset]);

  const submit = form.handleSubmit(async (output) => {
    setConflict(null);
    try {
      await onSubmit(personFormValues(output));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, PERSON_FORM_FIELDS);
      if (isStaleWrite(error)) setConflict(errorMessage(error, MESSAGES.versionConflict));
    }
  });

  const cols = compact ? 1 : { base: 1, sm: 2 };
  const avatar = form.watch('avatar');
  const deceased = form.watch('deceased');
  // The whole death date is one controlled field: watch it, not its parts.
  const death = form.watch('death');
  const hasLunarDeath = death.lunar.day.trim() !== '' && death.lunar.month.trim() !== '';

  return (
    <form onSubmit={submit} noValidate aria-label="Thông tin người trong gia phả">
      <Stack gap={compact ? 'lg' : 'md'}>
        {conflict ? <StaleVersionAlert message={conflict} onReload={onReload} reloading={reloading} /> : null}

        <Section title="Thông tin chính" compact={compact}>
          {/* Side by side, the inputs line up although only one of them has a description. */}
          <SimpleGrid cols={cols} spacing="md" verticalSpacing="md" style={{ alignItems: 'end' }}>
            <TextInput
              label="Họ và tên"
              placeholder="Ví dụ: Nguyễn Văn An"
              autoComplete="off"
              withAsterisk
              {...form.register('name')}
              error={errors.name?.message}
            />
            <TextInput
              label="Họ kép"
              description="Không bắt buộc. Chỉ điền khi họ có từ hai chữ (Tôn Thất, Nguyễn Phúc…) để tên được sắp xếp đúng."
              placeholder="Ví dụ: Tôn Thất"
              autoComplete="off"
              {...form.register('surname')}
              error={errors.surname?.message}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="sex"
            render={({ field }) => (
              <Input.Wrapper label="Giới tính" id={sexLabelId} labelElement="div" error={errors.sex?.message}>
                <SegmentedControl<Sex>
                  aria-labelledby={`${sexLabelId}-label`}
                  data={SEX_OPTIONS}
                  value={field.value}
                  onChange={field.onChange}
                  fullWidth={compact}
                  display={compact ? undefined : 'flex'}
                  w={compact ? undefined : 'fit-content'}
                  mt={4}
                />
              </Input.Wrapper>
            )}
          />
          <SimpleGrid cols={cols} spacing="md" verticalSpacing="md">
            <NumericInput
              label="Đời"
              description="Đời thứ mấy, tính từ thủy tổ (đời 1)"
              placeholder="Ví dụ: 5"
              maxLength={3}
              autoComplete="off"
              {...form.register('generation')}
              error={errors.generation?.message}
            />
            <NumericInput
              label="Thứ"
              description="Thứ tự trong các anh chị em"
              placeholder="Ví dụ: 2"
              maxLength={4}
              autoComplete="off"
              {...form.register('ordinalNumber')}
              error={errors.ordinalNumber?.message}
            />
          </SimpleGrid>
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Avatar
              src={avatar && !errors.avatar ? avatar : null}
              alt=""
              radius="md"
              size={compact ? 48 : 56}
              mt={compact ? 0 : 24}
              style={{ flexShrink: 0 }}
            />
            <TextInput
              style={{ flex: 1, minWidth: 0 }}
              label="Ảnh đại diện"
              description="Địa chỉ (URL) của ảnh"
              placeholder="https://…"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register('avatar')}
              error={errors.avatar?.message}
            />
          </Group>
        </Section>

        <Section
          title="Tên khác"
          compact={compact}
          description={
            <Text size="sm" c="dimmed">
              Tên húy (tên thật kiêng gọi), tên tự, hiệu và thụy hiệu (tên đặt sau khi mất).
            </Text>
          }
        >
          <SimpleGrid cols={cols} spacing="md" verticalSpacing="md">
            {(['tenHuy', 'tenTu', 'hieu', 'thuyHieu'] as const).map((key) => (
              <TextInput
                key={key}
                label={OTHER_NAME_LABELS[key]}
                autoComplete="off"
                {...form.register(`otherNames.${key}`)}
                error={errors.otherNames?.[key]?.message}
              />
            ))}
          </SimpleGrid>
        </Section>

        <Section title="Sinh và mất" compact={compact}>
          <SimpleGrid cols={compact ? 1 : { base: 1, md: 2 }} spacing="md" verticalSpacing="md">
            <Controller
              control={form.control}
              name="birth"
              render={({ field }) => (
                <LifeDateInput
                  label="Ngày sinh"
                  kind="birth"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errors={errors.birth}
                />
              )}
            />
            <Controller
              control={form.control}
              name="death"
              render={({ field }) => (
                <LifeDateInput
                  label="Ngày mất"
                  kind="death"
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    // A death date says the person has died.
                    if (!isEmptyLifeDate(value) && !form.getValues('deceased')) {
                      form.setValue('deceased', true, { shouldDirty: true });
                    }
                  }}
                  onBlur={field.onBlur}
                  errors={errors.death}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="deceased"
            render={({ field }) => (
              <Switch
                label="Đã mất"
                description="Người đã mất có ngày giỗ; ngày sinh của người còn sống chỉ hiện năm trên trang công khai."
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          {deceased ? (
            <Controller
              control={form.control}
              name="gioInCalendar"
              render={({ field }) => (
                <Switch
                  label="Hiện ngày giỗ trên lịch của dòng họ"
                  description={
                    hasLunarDeath
                      ? 'Ngày giỗ được tính từ ngày mất âm lịch và hiện trên trang Lịch sự kiện khi cây gia phả được công khai. Tắt nếu gia đình không muốn.'
                      : 'Cần nhập ngày mất âm lịch (ngày và tháng) ở trên để tính ngày giỗ.'
                  }
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          ) : null}
          <TextInput
            label="Nơi an táng"
            placeholder="Ví dụ: Nghĩa trang họ Nguyễn"
            autoComplete="off"
            {...form.register('burialPlace')}
            error={errors.burialPlace?.message}
          />
        </Section>

        <Section title="Tiểu sử và ghi chú" compact={compact}>
          <Textarea
            label="Tiểu sử"
            placeholder="Tiểu sử chưa được viết"
            autosize
            minRows={compact ? 3 : 5}
            maxRows={18}
            {...form.register('biography')}
            error={errors.biography?.message}
          />
          <Textarea
            label="Ghi chú"
            description="Ghi chú nội bộ, không hiện trên trang công khai"
            autosize
            minRows={2}
            maxRows={10}
            {...form.register('notes')}
            error={errors.notes?.message}
          />
        </Section>

        <Section
          title="Liên lạc"
          compact={compact}
          description={
            <Group gap={6} wrap="nowrap">
              <IconLock size={14} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" c="dimmed">
                Chỉ thành viên dòng họ xem được
              </Text>
            </Group>
          }
        >
          <SimpleGrid cols={cols} spacing="md" verticalSpacing="md">
            <TextInput
              label="Số điện thoại"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              {...form.register('contact.phone')}
              error={errors.contact?.phone?.message}
            />
            <TextInput
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register('contact.email')}
              error={errors.contact?.email?.message}
            />
          </SimpleGrid>
          <TextInput
            label="Địa chỉ"
            autoComplete="off"
            {...form.register('contact.address')}
            error={errors.contact?.address?.message}
          />
        </Section>

        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              Hủy
            </Button>
          ) : null}
          <Button
            type="submit"
            loading={submitting}
            disabled={submitting}
            leftSection={<IconDeviceFloppy size={18} />}
          >
            {submitLabel ?? (person ? 'Lưu thay đổi' : 'Thêm người')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
