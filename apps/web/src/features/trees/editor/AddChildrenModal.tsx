import { MESSAGES, type NewChild } from '@giapha/contract';
import {
  ActionIcon,
  Button,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './AddChildrenModal.module.css';

export interface ParentChoice {
  fatherId: string | null;
  motherId: string | null;
}

interface ChildRow {
  key: number;
  name: string;
  sex: NewChild['sex'] | '';
}

interface RowErrors {
  name?: string;
  sex?: string;
}

export interface AddChildrenModalProps {
  opened: boolean;
  onClose: () => void;
  /** Whose children: the parent's name in the title. */
  parentName: string;
  /** The couples the child can belong to (a man with several wives: one per wife). */
  parentChoices: { value: string; label: string; parents: ParentChoice }[];
  /** One child (spec §5 messages per field) or several at once. */
  onSubmit: (parents: ParentChoice, children: NewChild[]) => Promise<boolean>;
  submitting: boolean;
}

let nextKey = 1;
const emptyRow = (): ChildRow => ({ key: nextKey++, name: '', sex: '' });

/** Spec §5: a child needs a name and a sex; several at once need at least one filled row. */
export function validateChildren(rows: readonly { name: string; sex: string }[]): {
  rowErrors: RowErrors[];
  formError: string | null;
} {
  const filled = rows.filter((row) => row.name.trim() !== '' || row.sex !== '');
  if (filled.length === 0 && rows.length > 1) {
    return { rowErrors: rows.map(() => ({})), formError: MESSAGES.childrenRequired };
  }
  const rowErrors = rows.map((row): RowErrors => {
    if (row.name.trim() === '' && row.sex === '' && rows.length > 1) return {};
    return {
      ...(row.name.trim() === '' ? { name: MESSAGES.childNameRequired } : {}),
      ...(row.sex === '' ? { sex: MESSAGES.childSexRequired } : {}),
    };
  });
  return { rowErrors, formError: null };
}

/** Add one child or several: a row per child (name, sex), under the chosen couple. */
export function AddChildrenModal({
  opened,
  onClose,
  parentName,
  parentChoices,
  onSubmit,
  submitting,
}: AddChildrenModalProps) {
  const [rows, setRows] = useState<ChildRow[]>(() => [emptyRow()]);
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [choice, setChoice] = useState<string | null>(parentChoices[0]?.value ?? null);

  const close = () => {
    setRows([emptyRow()]);
    setErrors([]);
    setFormError(null);
    onClose();
  };

  const update = (key: number, change: Partial<ChildRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
    // A message goes as soon as what it asked for is given.
    const index = rows.findIndex((row) => row.key === key);
    setErrors((current) =>
      current.map((rowErrors, i) =>
        i === index
          ? {
              ...(change.name === undefined && rowErrors.name ? { name: rowErrors.name } : {}),
              ...(change.sex === undefined && rowErrors.sex ? { sex: rowErrors.sex } : {}),
            }
          : rowErrors,
      ),
    );
    setFormError(null);
  };

  const submit = async () => {
    const checked = validateChildren(rows);
    setErrors(checked.rowErrors);
    setFormError(checked.formError);
    if (checked.formError || checked.rowErrors.some((e) => e.name || e.sex)) return;
    const parents = parentChoices.find((c) => c.value === choice)?.parents ?? parentChoices[0]?.parents;
    if (!parents) return;
    const children = rows.flatMap((row): NewChild[] =>
      row.name.trim() && row.sex ? [{ name: row.name.trim(), sex: row.sex }] : [],
    );
    if (await onSubmit(parents, children)) close();
  };

  return (
    <Modal opened={opened} onClose={close} title={`Thêm con của ${parentName}`} size="lg">
      <Stack gap="md">
        {parentChoices.length > 1 ? (
          <Select
            label="Con của"
            data={parentChoices.map(({ value, label }) => ({ value, label }))}
            value={choice}
            onChange={setChoice}
            allowDeselect={false}
          />
        ) : null}
        {rows.map((row, index) => (
          // Every field keeps room for its message, so a message appearing never moves the rows.
          <Group key={row.key} align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              className={classes.field}
              style={{ flex: '1 1 200px', minWidth: 0 }}
              label={rows.length > 1 ? `Tên con thứ ${index + 1}` : 'Tên con'}
              withAsterisk
              placeholder="Ví dụ: Nguyễn Văn Minh"
              value={row.name}
              onChange={(event) => update(row.key, { name: event.currentTarget.value })}
              error={errors[index]?.name}
              data-autofocus={index === 0 ? true : undefined}
            />
            <Input.Wrapper
              className={`${classes.field} ${classes.sexField}`}
              label="Giới tính"
              withAsterisk
              error={errors[index]?.sex}
              // The wrapper names no input of its own: the choice below carries its own name.
              labelElement="div"
            >
              {/* No default: Nam or Nữ is chosen per child, and the empty choice shows as such. */}
              <SegmentedControl
                fullWidth
                className={classes.sex}
                aria-label={`Giới tính con thứ ${index + 1}`}
                aria-required
                aria-invalid={errors[index]?.sex ? true : undefined}
                data-empty={row.sex === '' ? true : undefined}
                data={[
                  { value: 'male', label: 'Nam' },
                  { value: 'female', label: 'Nữ' },
                ]}
                value={row.sex}
                onChange={(value) => update(row.key, { sex: value === 'female' ? 'female' : 'male' })}
              />
            </Input.Wrapper>
            {rows.length > 1 ? (
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                aria-label={`Bỏ dòng con thứ ${index + 1}`}
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        {formError ? (
          <Text size="sm" c="red" role="alert">
            {formError}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => setRows((current) => [...current, emptyRow()])}
          >
            Thêm một con nữa
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={close}>
              Hủy
            </Button>
            <Button onClick={() => void submit()} loading={submitting}>
              {rows.length > 1 ? `Thêm ${rows.length} con` : 'Thêm con'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
