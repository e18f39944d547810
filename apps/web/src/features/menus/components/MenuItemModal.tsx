import { type CreateMenuBody, createMenuBody, type MenuChild, type MenuItem } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { FormTextInput } from '../../../components/FormTextFields.tsx';
import { useModalForm } from '../../../components/modal-form.ts';
import { useCreateMenu } from '../api/createMenu.ts';
import { useUpdateMenu } from '../api/updateMenu.ts';
import { MENUS_FALLBACK, SITE_PAGES } from '../texts.ts';

/** What the modal is doing: adding an item (maybe under a parent), or editing one. */
export type MenuItemTarget = { mode: 'create'; parentId: string | null } | { mode: 'edit'; item: MenuChild };

type FormInput = CreateMenuBody;

const FORM_FIELDS = ['label', 'url', 'parentId', 'openInNewTab'] as const;
const TOP_LEVEL = '';

interface MenuItemModalProps {
  target: MenuItemTarget | null;
  /** The tree as it stands: its top-level items are the parents to choose from. */
  tree: readonly MenuItem[];
  onClose: () => void;
}

function initialValues(target: MenuItemTarget): FormInput {
  if (target.mode === 'create') return { label: '', url: '', parentId: target.parentId, openInNewTab: false };
  const { label, url, parentId, openInNewTab } = target.item;
  return { label, url, parentId, openInNewTab };
}

function MenuItemForm({ target, tree, onClose }: MenuItemModalProps & { target: MenuItemTarget }) {
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const { form, saved, failed } = useModalForm(zodResolver(createMenuBody), initialValues(target), {
    fields: FORM_FIELDS,
    onClose,
  });
  const { errors } = form.formState;
  const editingId = target.mode === 'edit' ? target.item.id : undefined;
  // A menu has two levels: an item with sub-items stays at the top.
  const hasChildren = tree.some((item) => item.id === editingId && item.children.length > 0);
  const parentOptions = [
    { value: TOP_LEVEL, label: 'Không có (mục cấp cao nhất)' },
    ...tree.filter((item) => item.id !== editingId).map((item) => ({ value: item.id, label: item.label })),
  ];

  const submit = form.handleSubmit((values) => {
    if (target.mode === 'create') {
      create.mutate(values, { onSuccess: saved, onError: failed(MENUS_FALLBACK.create) });
      return;
    }
    update.mutate(
      { id: target.item.id, changes: { ...values, version: target.item.version } },
      { onSuccess: saved, onError: failed(MENUS_FALLBACK.update) },
    );
  });
  const saving = create.isPending || update.isPending;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={target.mode === 'create' ? 'Thêm mục menu' : 'Sửa mục menu'}
    >
      <Stack gap="md">
        <FormTextInput
          form={form}
          name="label"
          label="Tên hiển thị"
          placeholder="Ví dụ: Tin tức"
          withAsterisk
          data-autofocus
        />
        <Stack gap={6}>
          <FormTextInput
            form={form}
            name="url"
            label="Liên kết"
            description="Một trang của web (bắt đầu bằng /), địa chỉ http(s)://, mailto: hoặc tel:"
            placeholder="/blogs"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            withAsterisk
          />
          <Text size="xs" c="dimmed" id="menu-quick-picks">
            Chọn nhanh trang của web:
          </Text>
          <Group gap={6} role="group" aria-labelledby="menu-quick-picks">
            {SITE_PAGES.map((page) => (
              <Button
                key={page.url}
                size="compact-sm"
                variant="light"
                color="gray"
                onClick={() => {
                  form.setValue('url', page.url, { shouldValidate: true, shouldDirty: true });
                  if (!form.getValues('label').trim()) {
                    form.setValue('label', page.label, { shouldValidate: true, shouldDirty: true });
                  }
                }}
              >
                {page.label}
              </Button>
            ))}
          </Group>
        </Stack>
        <Controller
          control={form.control}
          name="parentId"
          render={({ field }) => (
            <Select
              label="Mục cha"
              description={
                hasChildren
                  ? 'Mục này đang có mục con nên phải ở cấp cao nhất.'
                  : 'Chọn một mục để đặt mục này vào menu con của nó.'
              }
              data={parentOptions}
              value={field.value ?? TOP_LEVEL}
              onChange={(value) => field.onChange(value ? value : null)}
              onBlur={field.onBlur}
              allowDeselect={false}
              disabled={hasChildren}
              comboboxProps={{ withinPortal: true }}
              error={errors.parentId?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="openInNewTab"
          render={({ field }) => (
            <Checkbox
              label="Mở trong thẻ mới"
              description="Nên chọn cho trang bên ngoài (Facebook, bản đồ…)"
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Hủy
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
            {target.mode === 'create' ? 'Thêm mục' : 'Lưu thay đổi'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or edit one menu item: its name, link (with the site's pages to pick from), parent and tab. */
export function MenuItemModal({ target, tree, onClose }: MenuItemModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Sửa mục menu' : 'Thêm mục menu'}
      size="lg"
    >
      {/* Mounted afresh for each item, so the form starts from that item's values. */}
      {target ? (
        <MenuItemForm
          key={target.mode === 'edit' ? target.item.id : `new-${target.parentId ?? 'top'}`}
          target={target}
          tree={tree}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}
