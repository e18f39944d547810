import { MESSAGES, PUBLIC_TREES_PARAMS, type PublicTreeSummary } from '@giapha/contract';
import type { KinshipRegion } from '@giapha/genealogy';
import {
  ActionIcon,
  Anchor,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconArrowsExchange, IconBinaryTree } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { KinshipAnswerView } from '../../../components/kinship/KinshipAnswerView.tsx';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useMyPerson } from '../../person-links/index.ts';
import { usePublicTreeGraph } from '../api/publicTreeGraph.ts';
import { usePublicTrees } from '../api/publicTrees.ts';
import { canvasTreeFromPublicGraph } from '../model.ts';
import { kinshipAnswer } from '../xung-ho/answer.ts';
import { kinshipIndexOf, kinshipSexOf } from '../xung-ho/kinship-graph.ts';
import { REGION_OPTIONS, regionFromParam, relationPathLink } from '../xung-ho/links.ts';
import { PersonPicker } from '../xung-ho/PersonPicker.tsx';

const NO_TREES: readonly PublicTreeSummary[] = [];

/** `/xung-ho`: two persons of a public tree, what each calls the other, and the path between them. */
export function KinshipPage() {
  usePageTitle('Xưng hô');
  // A signed-in member's own register (else the clan's), and their own person as the first by default.
  const me = useMyPerson();
  const [params, setParams] = useSearchParams();
  const trees = usePublicTrees(PUBLIC_TREES_PARAMS);
  const list = useMemo(() => trees.data?.trees ?? NO_TREES, [trees.data]);
  const treeId = params.get('id') ?? list.find((t) => t.type === 'original')?._id ?? list[0]?._id ?? null;
  const ownRegion: KinshipRegion = me.region;
  const region = regionFromParam(params.get('vung')) ?? ownRegion;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="md" maw={880}>
      <Stack gap={4}>
        <Title order={1}>Xưng hô trong họ</Title>
        <Text c="dimmed" size="sm">
          Chọn hai người trong cây gia phả để biết hai người gọi nhau thế nào và quan hệ họ hàng ra sao. Anh
          em họ xưng hô theo ngôi thứ của chi (con bác là anh, con chú là em), không theo tuổi.
        </Text>
      </Stack>
      {trees.isPending ? (
        <Center py="md" role="status" aria-busy="true" aria-label="Đang tải danh sách cây gia phả">
          <Loader color="clan" size="sm" />
        </Center>
      ) : trees.isError ? (
        <FailedQueryAlert title={MESSAGES.treeFetchFailed} query={trees} />
      ) : list.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            Dòng họ chưa công khai cây gia phả nào.
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Group gap="md" align="flex-end" wrap="wrap">
              {list.length > 1 ? (
                <Select
                  label="Cây gia phả"
                  data={list.map((t) => ({ value: t._id, label: t.name }))}
                  value={treeId}
                  onChange={(id) => update({ id, a: null, b: null })}
                  allowDeselect={false}
                  w={{ base: '100%', xs: 320 }}
                />
              ) : null}
              <Stack gap={4}>
                <Text size="sm" fw={500} id="kinship-region-label">
                  Cách gọi
                </Text>
                <SegmentedControl
                  aria-labelledby="kinship-region-label"
                  data={REGION_OPTIONS}
                  value={region}
                  onChange={(value) => update({ vung: value === ownRegion ? null : value })}
                />
              </Stack>
            </Group>
            {treeId ? (
              <KinshipForm
                key={treeId}
                treeId={treeId}
                region={region}
                a={params.get('a') ?? me.personId}
                b={params.get('b')}
                // Cleared by a linked member: kept empty, not their own person again.
                onChange={(a, b) => update({ a: a ?? (me.personId ? '' : null), b })}
              />
            ) : null}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

interface KinshipFormProps {
  treeId: string;
  region: KinshipRegion;
  a: string | null;
  b: string | null;
  onChange: (a: string | null, b: string | null) => void;
}

function KinshipForm({ treeId, region, a, b, onChange }: KinshipFormProps) {
  const graph = usePublicTreeGraph(treeId);
  const tree = useMemo(() => (graph.data ? canvasTreeFromPublicGraph(graph.data) : null), [graph.data]);
  const byId = useMemo(() => new Map((tree?.persons ?? []).map((p) => [p.id, p])), [tree]);
  const first = a ? byId.get(a) : undefined;
  const second = b ? byId.get(b) : undefined;
  const answer = useMemo(() => {
    if (!tree || !first || !second) return null;
    return kinshipAnswer(kinshipIndexOf(tree), first.id, second.id, {
      region,
      selfSex: kinshipSexOf(first),
      you: first.name,
    });
  }, [tree, first, second, region]);

  if (graph.isPending) {
    return (
      <Center py="md" role="status" aria-busy="true" aria-label="Đang tải cây gia phả">
        <Loader color="clan" size="sm" />
      </Center>
    );
  }
  if (graph.isError || !tree) return <FailedQueryAlert title={MESSAGES.treeFetchFailed} query={graph} />;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PersonPicker
          label="Người thứ nhất"
          persons={tree.persons}
          value={a}
          onChange={(id) => onChange(id, b)}
        />
        <Group gap={6} align="flex-end" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <PersonPicker
              label="Người thứ hai"
              persons={tree.persons}
              value={b}
              onChange={(id) => onChange(a, id)}
            />
          </div>
          <Tooltip label="Đổi chỗ hai người">
            <ActionIcon
              variant="light"
              color="clan"
              size="lg"
              mb={first && second ? 22 : 2}
              aria-label="Đổi chỗ hai người"
              onClick={() => onChange(b, a)}
              disabled={!a && !b}
            >
              <IconArrowsExchange size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </SimpleGrid>
      {answer && first && second ? (
        <Paper radius="md" p="md" bg="clan.0" aria-label="Kết quả xưng hô">
          <KinshipAnswerView
            answer={answer}
            first={first.name}
            second={second.name}
            nameOf={(id) => byId.get(id)?.name ?? '?'}
            actions={
              answer.persons.length > 1 ? (
                <Anchor
                  component={Link}
                  to={relationPathLink(treeId, first.id, second.id)}
                  size="sm"
                  fw={500}
                >
                  <Group gap={4} component="span">
                    <IconBinaryTree size={16} />
                    Xem đường quan hệ trên cây
                  </Group>
                </Anchor>
              ) : null
            }
          />
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          Chọn đủ hai người để xem cách xưng hô.
        </Text>
      )}
    </Stack>
  );
}
