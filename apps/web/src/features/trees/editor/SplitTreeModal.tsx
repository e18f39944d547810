import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

export interface SplitTreeModalProps {
  opened: boolean;
  onClose: () => void;
  personName: string;
  onSubmit: (newTreeName: string) => Promise<boolean>;
  submitting: boolean;
}

/** Splitting a branch: the person, their spouses and descendants become a tree of their own. */
export function SplitTreeModal({ opened, onClose, personName, onSubmit, submitting }: SplitTreeModalProps) {
  const [name, setName] = useState(`Chi ${personName}`);
  return (
    <Modal opened={opened} onClose={onClose} title="Tách nhánh thành cây gia phả riêng">
      <Stack gap="md">
        <Text size="sm">
          {personName}, vợ/chồng và toàn bộ con cháu sẽ có một cây gia phả riêng. Người trong hai cây là một:
          sửa ở cây này thì cây kia cũng đổi theo.
        </Text>
        <TextInput
          label="Tên cây mới"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Hủy
          </Button>
          <Button
            onClick={async () => {
              if (await onSubmit(name.trim())) onClose();
            }}
            loading={submitting}
            disabled={!name.trim()}
          >
            Tách nhánh
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
