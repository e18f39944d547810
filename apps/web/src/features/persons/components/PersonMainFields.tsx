import { type Sex, sexes } from '@giapha/contract';
import { Avatar, Group, Input, SegmentedControl, SimpleGrid } from '@mantine/core';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FormTextInput } from '../../../components/FormTextFields.tsx';
import { NumericInput } from '../../../components/NumericInput.tsx';
import { SEX_LABELS } from '../texts.ts';
import { PersonFormSection } from './PersonFormSection.tsx';
import type { PersonFieldsProps } from './usePersonForm.ts';

const SEX_OPTIONS = sexes.map((sex) => ({ value: sex, label: SEX_LABELS[sex] }));

/** Name, compound surname, sex, đời and thứ, and the picture. */
export function PersonMainFields({ form, errors, compact }: PersonFieldsProps) {
  const sexLabelId = useId();
  const cols = compact ? 1 : { base: 1, sm: 2 };
  const avatar = form.watch('avatar');
  return (
    <PersonFormSection title="Thông tin chính" compact={compact}>
      {/* Side by side, the inputs line up although only one of them has a description. */}
      <SimpleGrid cols={cols} spacing="md" verticalSpacing="md" style={{ alignItems: 'end' }}>
        <FormTextInput
          form={form}
          name="name"
          label="Họ và tên"
          placeholder="Ví dụ: Nguyễn Văn An"
          autoComplete="off"
          withAsterisk
        />
        <FormTextInput
          form={form}
          name="surname"
          label="Họ kép"
          description="Không bắt buộc. Chỉ điền khi họ có từ hai chữ (Tôn Thất, Nguyễn Phúc…) để tên được sắp xếp đúng."
          placeholder="Ví dụ: Tôn Thất"
          autoComplete="off"
        />
      </SimpleGrid>
      <FormTextInput
        form={form}
        name="nameHanNom"
        label="Tên chữ Hán-Nôm"
        description="Không bắt buộc. Tên viết bằng chữ Hán hoặc chữ Nôm, như trong gia phả gốc."
        placeholder="Ví dụ: 阮文安"
        autoComplete="off"
      />
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
        <FormTextInput
          form={form}
          name="avatar"
          style={{ flex: 1, minWidth: 0 }}
          label="Ảnh đại diện"
          description="Địa chỉ (URL) của ảnh"
          placeholder="https://…"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Group>
    </PersonFormSection>
  );
}
