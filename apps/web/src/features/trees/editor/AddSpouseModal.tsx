import type { PersonFields, Sex } from '@giapha/contract';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LabelledSegmentedControl } from '../../../components/LabelledSegmentedControl.tsx';

export interface AddSpouseModalProps {
  opened: boolean;
  onClose: () => void;
  person: { name: string; sex: Sex; generation: number | null };
  /** Whether the person already has a spouse: then a separate family is offered by default. */
  hasSpouse: boolean;
  onSubmit: (spouse: PersonFields, createNewFamily: boolean) => Promise<boolean>;
  submitting: boolean;
}

/** A husband or wife for the person; a further wife may get a family of her own for her children. */
export function AddSpouseModal({
  opened,
  onClose,
  person,
  hasSpouse,
  onSubmit,
  submitting,
}: AddSpouseModalProps) {
  const defaultSex: Sex = person.sex === 'male' ? 'female' : person.sex === 'female' ? 'male' : 'unknown';
  const [name, setName] = useState('');
  const [sex, setSex] = useState<Sex>(defaultSex);
  const [separate, setSeparate] = useState(hasSpouse);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setName('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!name.trim()) {
      setError('Vui lòng nhập tên');
      return;
    }
    const spouse: PersonFields = { name: name.trim(), sex, generation: person.generation };
    if (await onSubmit(spouse, separate)) close();
  };

  const title = defaultSex === 'female' ? `Thêm vợ cho ${person.name}` : `Thêm chồng cho ${person.name}`;
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <Stack gap="md">
        <TextInput
          label="Họ và tên"
          placeholder="Ví dụ: Trần Thị Lan"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <LabelledSegmentedControl
          label="Giới tính"
          data={[
            { value: 'female', label: 'Nữ' },
            { value: 'male', label: 'Nam' },
            { value: 'unknown', label: 'Không rõ' },
          ]}
          value={sex}
          onChange={(value) => setSex(value === 'male' ? 'male' : value === 'female' ? 'female' : 'unknown')}
        />
        <Checkbox
          checked={separate}
          onChange={(event) => setSeparate(event.currentTarget.checked)}
          label="Lập gia đình riêng"
          description="Con của cuộc hôn nhân này được ghi riêng (vợ thứ, chồng sau)"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Hủy
          </Button>
          <Button onClick={() => void submit()} loading={submitting}>
            Thêm
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
