import type { PersonFields } from '@giapha/contract';
import { Button, Center, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';

/** The first ancestor of an empty tree. */
export function FirstPersonForm({
  onSubmit,
  busy,
}: {
  onSubmit: (person: PersonFields) => Promise<unknown>;
  busy: boolean;
}) {
  const [name, setName] = useState('');
  return (
    <Center h="100%" p="md">
      <Stack maw={420} w="100%" gap="sm">
        <Title order={2} size="h3">
          Cây gia phả còn trống
        </Title>
        <Text c="dimmed" size="sm">
          Bắt đầu bằng vị thủy tổ (đời 1); sau đó thêm vợ, con, cháu từ ô của từng người.
        </Text>
        <TextInput label="Họ và tên thủy tổ" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Button
          loading={busy}
          disabled={!name.trim()}
          onClick={() => void onSubmit({ name: name.trim(), sex: 'male', generation: 1 })}
        >
          Thêm thủy tổ
        </Button>
      </Stack>
    </Center>
  );
}
