import {
  SECTION_ITEM_LIMIT_MAX,
  SECTION_TYPE_LABELS,
  type Section,
  type SectionType,
  sectionTypes,
} from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { FormTextarea, FormTextInput } from '../../../components/FormTextFields.tsx';
import { useModalForm } from '../../../components/modal-form.ts';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { WholeNumberInput } from '../../../components/WholeNumberInput.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCategoryChoices } from '../../categories/index.ts';
import { useTreeChoices } from '../../trees/index.ts';
import { useCreateSection } from '../api/createSection.ts';
import { useUpdateSection } from '../api/updateSection.ts';
import {
  emptySectionValues,
  SECTION_FIELDS,
  type SectionField,
  sectionBody,
  sectionForm,
  sectionValues,
} from '../sectionForm.ts';
import { SECTION_TYPE_HINTS, SECTIONS_FALLBACK } from '../texts.ts';

/** Adding a block (its type still to choose, or chosen) or editing one. */
export type SectionTarget = { mode: 'create'; type: SectionType | null } | { mode: 'edit'; section: Section };

const ALL = '';
const SERVER_FIELDS = [
  'title',
  'subtitle',
  'content',
  'imageUrl',
  'linkLabel',
  'linkUrl',
  'itemLimit',
  'categoryId',
  'treeId',
  'visible',
] as const;

function TypeChooser({ onChoose }: { onChoose: (type: SectionType) => void }) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Chọn loại khối muốn thêm vào trang chủ:
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {sectionTypes.map((type) => (
          <UnstyledButton
            key={type}
            onClick={() => onChoose(type)}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          >
            <Text fw={600} size="sm">
              {SECTION_TYPE_LABELS[type]}
            </Text>
            <Text size="xs" c="dimmed">
              {SECTION_TYPE_HINTS[type]}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

interface ChoiceSelectProps {
  label: string;
  description: string;
  /** The first option, kept as null: no choice made, the block takes what comes first. */
  noChoiceLabel: string;
  choices: { value: string; label: string }[];
  /** The query the choices come from: the select waits for it and shows its failure. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  loadErrorFallback: string;
  value: string | null;
  onChange: (id: string | null) => void;
}

/** A select of loaded records whose first option stands for none chosen. */
function ChoiceSelect({
  label,
  description,
  noChoiceLabel,
  choices,
  query,
  loadErrorFallback,
  value,
  onChange,
}: ChoiceSelectProps) {
  return (
    <Select
      label={label}
      description={description}
      data={[{ value: ALL, label: noChoiceLabel }, ...choices]}
      value={value ?? ALL}
      onChange={(next) => onChange(next ? next : null)}
      allowDeselect={false}
      disabled={query.isPending}
      error={query.isError ? errorMessage(query.error, loadErrorFallback) : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type ChoiceProps = Pick<ChoiceSelectProps, 'value' | 'onChange'>;

function CategorySelect(props: ChoiceProps) {
  const categories = useCategoryChoices();
  return (
    <ChoiceSelect
      {...props}
      label="Danh mục"
      description="Chỉ lấy bài viết của danh mục này"
      noChoiceLabel="Tất cả danh mục"
      choices={(categories.data?.categories ?? []).map((category) => ({
        value: category.id,
        label: category.name,
      }))}
      query={categories}
      loadErrorFallback="Không tải được danh mục"
    />
  );
}

function TreeSelect(props: ChoiceProps) {
  const trees = useTreeChoices();
  return (
    <ChoiceSelect
      {...props}
      label="Cây gia phả"
      description="Cây được giới thiệu trên trang chủ"
      noChoiceLabel="Cây gia phả công khai đầu tiên"
      choices={(trees.data?.trees ?? []).map((tree) => ({ value: tree._id, label: tree.name }))}
      query={trees}
      loadErrorFallback="Không tải được danh sách cây gia phả"
    />
  );
}

function SectionForm({
  type,
  section,
  onClose,
}: {
  type: SectionType;
  section: Section | null;
  onClose: () => void;
}) {
  const create = useCreateSection();
  const update = useUpdateSection();
  const { form, saved, failed } = useModalForm(
    zodResolver(sectionForm),
    section ? sectionValues(section) : emptySectionValues(type),
    { fields: SERVER_FIELDS, onClose },
  );
  const { errors } = form.formState;
  const shows = (field: SectionField) => SECTION_FIELDS[type].includes(field);

  const submit = form.handleSubmit((values) => {
    const body = sectionBody(type, values);
    if (section) {
      update.mutate(
        { id: section.id, changes: { ...body, version: section.version } },
        { onSuccess: ({ message }) => saved(message), onError: failed(SECTIONS_FALLBACK.update) },
      );
    } else {
      create.mutate({ type, ...body }, { onSuccess: saved, onError: failed(SECTIONS_FALLBACK.create) });
    }
  });
  const saving = create.isPending || update.isPending;

  return (
    <form onSubmit={submit} noValidate aria-label={section ? 'Sửa khối trang chủ' : 'Thêm khối trang chủ'}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {SECTION_TYPE_HINTS[type]}
        </Text>
        <FormTextInput
          form={form}
          name="title"
          label="Tiêu đề"
          placeholder={SECTION_TYPE_LABELS[type]}
          data-autofocus
        />
        {shows('subtitle') ? (
          <FormTextarea
            form={form}
            name="subtitle"
            label={type === 'hero' ? 'Lời chào' : 'Lời giới thiệu'}
            maxRows={6}
          />
        ) : null}
        {shows('imageUrl') ? (
          <FormTextInput
            form={form}
            name="imageUrl"
            label="Địa chỉ ảnh"
            description="Để trống sẽ dùng ảnh bìa trong phần Thông tin chung"
            placeholder="https://…"
            autoCapitalize="none"
            spellCheck={false}
          />
        ) : null}
        {shows('linkLabel') ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <FormTextInput form={form} name="linkLabel" label="Chữ trên nút" placeholder="Xem cây gia phả" />
            <FormTextInput
              form={form}
              name="linkUrl"
              label="Liên kết của nút"
              placeholder="/family-tree"
              autoCapitalize="none"
              spellCheck={false}
            />
          </SimpleGrid>
        ) : null}
        {shows('itemLimit') ? (
          <Controller
            control={form.control}
            name="itemLimit"
            render={({ field }) => (
              <WholeNumberInput
                label="Số mục hiển thị"
                description={`Từ 1 đến ${SECTION_ITEM_LIMIT_MAX}`}
                min={1}
                max={SECTION_ITEM_LIMIT_MAX}
                clampBehavior="strict"
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                onBlur={field.onBlur}
                error={errors.itemLimit?.message}
              />
            )}
          />
        ) : null}
        {shows('categoryId') ? (
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field }) => <CategorySelect value={field.value} onChange={field.onChange} />}
          />
        ) : null}
        {shows('treeId') ? (
          <Controller
            control={form.control}
            name="treeId"
            render={({ field }) => <TreeSelect value={field.value} onChange={field.onChange} />}
          />
        ) : null}
        {shows('content') ? (
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <RichTextEditor
                label="Nội dung"
                value={field.value}
                onChange={field.onChange}
                error={errors.content?.message}
                minHeight={200}
                placeholder="Viết nội dung hiển thị trên trang chủ…"
              />
            )}
          />
        ) : null}
        <Controller
          control={form.control}
          name="visible"
          render={({ field }) => (
            <Checkbox
              label="Hiện trên trang chủ"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Hủy
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
            {section ? 'Lưu thay đổi' : 'Thêm khối'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface SectionFormModalProps {
  target: SectionTarget | null;
  onChooseType: (type: SectionType) => void;
  onClose: () => void;
}

/** Add a home-page block (first its type, then its fields) or edit one: only the fields its type uses. */
export function SectionFormModal({ target, onChooseType, onClose }: SectionFormModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const type = target?.mode === 'edit' ? target.section.type : target?.type;
  const title =
    target?.mode === 'edit'
      ? `Sửa khối: ${SECTION_TYPE_LABELS[target.section.type]}`
      : type
        ? `Thêm khối: ${SECTION_TYPE_LABELS[type]}`
        : 'Thêm khối trang chủ';
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="xl" fullScreen={phone === true}>
      {target && type ? (
        <SectionForm
          key={target.mode === 'edit' ? target.section.id : `new-${type}`}
          type={type}
          section={target.mode === 'edit' ? target.section : null}
          onClose={onClose}
        />
      ) : target ? (
        <TypeChooser onChoose={onChooseType} />
      ) : null}
    </Modal>
  );
}
