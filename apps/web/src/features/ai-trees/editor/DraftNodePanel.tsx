import type { DraftNode, Sex } from '@giapha/contract';
import {
  Button,
  Checkbox,
  Divider,
  Group,
  isOptionsGroup,
  Select,
  type SelectProps,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowsJoin, IconDeviceFloppy, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { LabelledSegmentedControl } from '../../../components/LabelledSegmentedControl.tsx';
import { WholeNumberInput } from '../../../components/WholeNumberInput.tsx';
import {
  type DraftContent,
  familyLabel,
  familyOptions,
  matchesFolded,
  type NodeFields,
  parentFamiliesOf,
} from './draftEdits.ts';

/** How many choices a searchable select lists at once (a draft may hold 20,000 persons). */
const OPTION_LIMIT = 50;

const SEX_OPTIONS = [
  { value: 'male', label: 'Nam' },
  { value: 'female', label: 'Nữ' },
  { value: 'unknown', label: 'Không rõ' },
];

const toSex = (value: string): Sex => (value === 'male' ? 'male' : value === 'female' ? 'female' : 'unknown');
const toInteger = (value: string | number): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/**
 * A clearable select searched by name without tone marks (`matchesFolded`), listing at most
 * OPTION_LIMIT choices at once.
 */
function FoldedSearchSelect(props: Omit<SelectProps, 'searchable' | 'clearable' | 'limit' | 'filter'>) {
  return (
    <Select
      searchable
      clearable
      limit={OPTION_LIMIT}
      filter={({ options, search, limit }) =>
        options
          .filter((option) => !isOptionsGroup(option) && matchesFolded(option.label, search))
          .slice(0, limit)
      }
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}

export interface DraftNodePanelProps {
  node: DraftNode;
  content: DraftContent;
  busy: boolean;
  onSave: (fields: NodeFields) => Promise<boolean>;
  onMove: (familyId: string | null) => Promise<boolean>;
  onMerge: (otherId: string) => void;
  onDelete: () => void;
}

/** `Nguyễn Văn Ấn · đời 1`, with the id added when two nodes would read the same. */
function nodeOptions(content: DraftContent, exceptId: string) {
  const labels = new Map<string, number>();
  const options = content.nodes
    .filter((node) => node.id !== exceptId)
    .map((node) => {
      const label = `${node.name}${node.generation !== null ? ` · đời ${node.generation}` : ''}`;
      labels.set(label, (labels.get(label) ?? 0) + 1);
      return { value: node.id, label };
    });
  return options.map((option) =>
    (labels.get(option.label) ?? 0) > 1 ? { ...option, label: `${option.label} (${option.value})` } : option,
  );
}

/** The selected person of the draft: their fields, their parents' family, merging and deleting. */
export function DraftNodePanel({
  node,
  content,
  busy,
  onSave,
  onMove,
  onMerge,
  onDelete,
}: DraftNodePanelProps) {
  const [name, setName] = useState(node.name);
  const [sex, setSex] = useState<Sex>(node.sex);
  const [generation, setGeneration] = useState<string | number>(node.generation ?? '');
  const [ordinal, setOrdinal] = useState<string | number>(node.ordinalNumber ?? '');
  const [deceased, setDeceased] = useState(node.deceased);
  const [nameError, setNameError] = useState<string | null>(null);
  const [familyId, setFamilyId] = useState<string | null>(null);
  const [otherId, setOtherId] = useState<string | null>(null);

  const names = useMemo(() => new Map(content.nodes.map((n) => [n.id, n.name])), [content.nodes]);
  const parents = parentFamiliesOf(content.families, node.id);
  const families = useMemo(() => familyOptions(content, node.id), [content, node.id]);
  const others = useMemo(() => nodeOptions(content, node.id), [content, node.id]);

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Vui lòng nhập tên');
      return;
    }
    setNameError(null);
    await onSave({
      name: trimmed,
      sex,
      generation: toInteger(generation),
      ordinalNumber: toInteger(ordinal),
      deceased,
    });
  };

  return (
    <Stack gap="md">
      <Stack gap="sm">
        <TextInput
          label="Họ và tên"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
          maxLength={200}
        />
        <LabelledSegmentedControl
          label="Giới tính"
          data={SEX_OPTIONS}
          value={sex}
          onChange={(value) => setSex(toSex(value))}
        />
        <Group grow gap="sm" align="flex-start">
          <WholeNumberInput
            label="Đời"
            placeholder="Chưa rõ"
            min={1}
            max={500}
            value={generation}
            onChange={setGeneration}
          />
          <WholeNumberInput
            label="Thứ tự"
            placeholder="Con thứ mấy"
            min={0}
            max={1000}
            value={ordinal}
            onChange={setOrdinal}
          />
        </Group>
        <Checkbox
          label="Đã mất"
          checked={deceased}
          onChange={(event) => setDeceased(event.currentTarget.checked)}
        />
        <Button leftSection={<IconDeviceFloppy size={16} />} loading={busy} onClick={() => void save()}>
          Lưu thay đổi
        </Button>
      </Stack>

      <Divider />
      <Stack gap="xs">
        <Title order={3} size="h6">
          Cha mẹ
        </Title>
        <Text size="sm" c={parents.length > 0 ? undefined : 'dimmed'}>
          {parents.length > 0
            ? parents.map((family) => familyLabel(family, names)).join('; ')
            : 'Chưa thuộc gia đình cha mẹ nào'}
        </Text>
        <FoldedSearchSelect
          label="Chuyển làm con của gia đình"
          placeholder="Gõ tên cha hoặc mẹ"
          data={families}
          value={familyId}
          onChange={setFamilyId}
          nothingFoundMessage="Không tìm thấy gia đình"
        />
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconUsersGroup size={16} />}
            disabled={!familyId || busy}
            onClick={() =>
              void onMove(familyId).then((saved) => {
                if (saved) setFamilyId(null);
              })
            }
          >
            Chuyển
          </Button>
          {parents.length > 0 ? (
            <Button variant="subtle" color="gray" disabled={busy} onClick={() => void onMove(null)}>
              Bỏ khỏi gia đình cha mẹ
            </Button>
          ) : null}
        </Group>
      </Stack>

      <Divider />
      <Stack gap="xs">
        <Title order={3} size="h6">
          Gộp người trùng
        </Title>
        <Text size="xs" c="dimmed">
          Khi một người bị nhập hai lần: người đang chọn được giữ lại và nhận mọi quan hệ gia đình của người
          kia.
        </Text>
        <FoldedSearchSelect
          label="Người trùng với người này"
          placeholder="Gõ tên để tìm"
          data={others}
          value={otherId}
          onChange={setOtherId}
          nothingFoundMessage="Không tìm thấy người"
        />
        <Button
          variant="light"
          leftSection={<IconArrowsJoin size={16} />}
          disabled={!otherId || busy}
          onClick={() => {
            if (otherId) onMerge(otherId);
          }}
        >
          Gộp vào người này
        </Button>
      </Stack>

      <Divider />
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} />}
        disabled={busy}
        onClick={onDelete}
      >
        Xóa khỏi cây nháp
      </Button>
    </Stack>
  );
}
