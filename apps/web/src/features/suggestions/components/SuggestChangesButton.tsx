import { type PersonRecord, SUGGESTION_KIND_LABELS, type SuggestionKind } from '@giapha/contract';
import { Button, Menu } from '@mantine/core';
import {
  IconBook,
  IconChevronDown,
  IconCopy,
  IconEdit,
  IconHeartHandshake,
  IconMessageDots,
  IconPhoto,
  IconUserPlus,
} from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { isAuthenticated, useSession } from '../../../lib/session.ts';
import { SUGGEST_TEXTS as T } from '../texts.ts';
import { SuggestionFormModal } from './SuggestionFormModal.tsx';

const KIND_ICONS: Record<SuggestionKind, ComponentType<{ size?: number }>> = {
  editPerson: IconEdit,
  addSpouse: IconHeartHandshake,
  addChild: IconUserPlus,
  addPhoto: IconPhoto,
  addSource: IconBook,
  duplicate: IconCopy,
};

const KINDS: SuggestionKind[] = ['editPerson', 'addSpouse', 'addChild', 'addPhoto', 'addSource', 'duplicate'];

/**
 * "Đề xuất chỉnh sửa" on a person's page, for a signed-in member: the kinds of change they can propose,
 * each opening its form. A reviewer decides; nothing changes in the tree before.
 */
export function SuggestChangesButton({ record }: { record: PersonRecord }) {
  const signedIn = isAuthenticated(useSession());
  const [kind, setKind] = useState<SuggestionKind | null>(null);
  if (!signedIn) return null;
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconMessageDots size={18} />}
            rightSection={<IconChevronDown size={14} />}
          >
            {T.button}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{T.menuLabel}</Menu.Label>
          {KINDS.map((k) => {
            const Icon = KIND_ICONS[k];
            return (
              <Menu.Item key={k} leftSection={<Icon size={16} />} onClick={() => setKind(k)}>
                {SUGGESTION_KIND_LABELS[k]}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      <SuggestionFormModal record={record} kind={kind} onClose={() => setKind(null)} />
    </>
  );
}
