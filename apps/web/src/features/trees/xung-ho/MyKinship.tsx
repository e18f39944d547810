import type { KinshipRegion } from '@giapha/genealogy';
import { Button, Paper, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useMemo } from 'react';
import { KinshipAnswerView } from '../../../components/kinship/KinshipAnswerView.tsx';
import type { CanvasTree } from '../model.ts';
import { kinshipAnswer, thirdPerson } from './answer.ts';
import { kinshipIndexOf, kinshipSexOf } from './kinship-graph.ts';

interface MyKinshipProps {
  tree: CanvasTree;
  /** The signed-in member's own person on this tree. */
  meId: string;
  personId: string;
  region: KinshipRegion;
  /** Highlights the path on the canvas; absent: no button. */
  onShowPath?: (persons: readonly string[]) => void;
}

/** On a person's card, for a member linked to the tree: "Bạn gọi ông ấy là: chú họ — ông ấy gọi bạn là: cháu". */
export function MyKinship({ tree, meId, personId, region, onShowPath }: MyKinshipProps) {
  const me = useMemo(() => tree.persons.find((p) => p.id === meId) ?? null, [tree, meId]);
  const other = useMemo(() => tree.persons.find((p) => p.id === personId) ?? null, [tree, personId]);
  const answer = useMemo(
    () =>
      me && other
        ? kinshipAnswer(kinshipIndexOf(tree), me.id, other.id, { region, selfSex: kinshipSexOf(me) })
        : null,
    [tree, me, other, region],
  );
  if (!other) return null;
  if (!me || !answer) {
    // Persons of two different trees: this tree's records cannot say how they are related.
    return (
      <Text size="sm" c="dimmed">
        Bạn không có trong cây này nên chưa tính được cách xưng hô; hãy mở cây có tên bạn.
      </Text>
    );
  }
  if (answer.kind === 'self') {
    return (
      <Paper radius="md" p="sm" bg="clan.0">
        <Text size="sm" fw={600}>
          Đây là bạn.
        </Text>
      </Paper>
    );
  }
  const path = answer.persons;
  return (
    <Paper radius="md" p="sm" bg="clan.0" aria-label="Xưng hô với bạn">
      <KinshipAnswerView
        answer={answer}
        first="Bạn"
        second={thirdPerson(answer.path, kinshipSexOf(other), answer.term)}
        compact
        actions={
          onShowPath && path.length > 1 ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconRoute size={16} aria-hidden />}
              onClick={() => onShowPath(path)}
              style={{ alignSelf: 'flex-start' }}
            >
              Hiện đường quan hệ trên cây
            </Button>
          ) : null
        }
      />
    </Paper>
  );
}
