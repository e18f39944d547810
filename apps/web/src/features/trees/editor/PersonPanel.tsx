import { deathAnniversaryLabel, formatLifeDate, yearCanChi } from '@giapha/genealogy';
import {
  Badge,
  Button,
  type ButtonProps,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconGitFork,
  IconHeartPlus,
  IconPencil,
  IconSitemap,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ReadOnlyNote } from '../../../components/ReadOnlyNote.tsx';
import { otherNamesLine } from '../../persons/index.ts';
import type { CanvasPerson } from '../model.ts';

const SEX_LABELS = { male: 'Nam', female: 'Nữ', unknown: 'Không rõ giới tính' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={88} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** One of the panel's actions, left out when the admin cannot take it (no handler given). */
function PanelAction({
  onClick,
  icon,
  children,
  ...button
}: Pick<ButtonProps, 'variant' | 'color' | 'disabled'> & {
  onClick: (() => void) | undefined;
  icon: ReactNode;
  children: ReactNode;
}) {
  if (!onClick) return null;
  return (
    <Button {...button} leftSection={icon} onClick={onClick}>
      {children}
    </Button>
  );
}

export interface PersonPanelActions {
  onEdit?: () => void;
  onAddChild?: () => void;
  onAddSpouse?: () => void;
  onSplit?: () => void;
  onOpenSplitTree?: () => void;
  onDelete?: () => void;
}

/**
 * A person's details, and (for admins and the keepers of their branch) what can be done from them.
 * Read-only when no actions are given; with `lockedReason` (a keeper looking at someone outside their
 * branch, issue 24) the editing actions are shown disabled under that reason.
 */
export function PersonPanel({
  person,
  actions = {},
  busy = false,
  lockedReason,
}: {
  person: CanvasPerson;
  actions?: PersonPanelActions;
  busy?: boolean;
  lockedReason?: string | undefined;
}) {
  const locked = lockedReason !== undefined;
  const birth = formatLifeDate(person.birth);
  const death = formatLifeDate(person.death);
  const anniversary = deathAnniversaryLabel(person);
  const others = otherNamesLine(person);
  const deathYear = person.death?.lunar?.year;
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Title order={3} size="h4">
          {person.name}
        </Title>
        {others ? (
          <Text size="sm" c="dimmed">
            {others}
          </Text>
        ) : null}
        <Group gap={6}>
          {person.generation ? <Badge variant="light">Đời {person.generation}</Badge> : null}
          {person.ordinalNumber ? (
            <Badge variant="outline" color="gray">
              Thứ {person.ordinalNumber}
            </Badge>
          ) : null}
          <Badge variant="outline" color="gray">
            {SEX_LABELS[person.sex]}
          </Badge>
          {person.deceased ? (
            <Badge color="dark" variant="light">
              Đã mất
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <Stack gap={6}>
        {birth ? <Fact label="Sinh">{birth}</Fact> : null}
        {person.birthPlace ? <Fact label="Nơi sinh">{person.birthPlace.name}</Fact> : null}
        {death ? <Fact label="Mất">{death}</Fact> : null}
        {person.deathPlace ? <Fact label="Nơi mất">{person.deathPlace.name}</Fact> : null}
        {anniversary ? (
          <Fact label="Ngày giỗ">
            {anniversary}
            {deathYear ? ` (năm ${yearCanChi(deathYear)})` : ''}
          </Fact>
        ) : null}
        {person.burialPlace ? <Fact label="An táng">{person.burialPlace}</Fact> : null}
      </Stack>
      {person.biography ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {person.biography}
        </Text>
      ) : null}
      {Object.values(actions).some(Boolean) ? (
        <>
          <Divider />
          <Stack gap="xs">
            {locked ? <ReadOnlyNote>{lockedReason}: chỉ xem, không sửa được người này.</ReadOnlyNote> : null}
            <PanelAction
              onClick={actions.onEdit}
              variant="light"
              icon={<IconPencil size={16} />}
              disabled={busy || locked}
            >
              Sửa thông tin
            </PanelAction>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <PanelAction
                onClick={actions.onAddChild}
                variant="default"
                icon={<IconUserPlus size={16} />}
                disabled={busy || locked}
              >
                Thêm con
              </PanelAction>
              <PanelAction
                onClick={actions.onAddSpouse}
                variant="default"
                icon={<IconHeartPlus size={16} />}
                disabled={busy || locked}
              >
                Thêm vợ/chồng
              </PanelAction>
            </SimpleGrid>
            <PanelAction onClick={actions.onOpenSplitTree} variant="subtle" icon={<IconSitemap size={16} />}>
              Mở cây gia phả tách
            </PanelAction>
            <PanelAction
              onClick={actions.onSplit}
              variant="subtle"
              icon={<IconGitFork size={16} />}
              disabled={busy || locked}
            >
              Tách nhánh thành cây riêng
            </PanelAction>
            <PanelAction
              onClick={actions.onDelete}
              variant="subtle"
              color="red"
              icon={<IconTrash size={16} />}
              disabled={busy || locked}
            >
              Xóa khỏi gia phả
            </PanelAction>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
