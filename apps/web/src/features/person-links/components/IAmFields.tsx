import { PERSON_CLAIM_NOTE_MAX } from '@giapha/contract';
import { Checkbox, Stack, Textarea } from '@mantine/core';
import type { PersonOption, PersonSearch } from '../api/searchPersons.ts';
import { NOT_IN_TREE } from '../texts.ts';
import { PersonSearchField } from './PersonSearchField.tsx';

/** "Tôi là …" as the fields hold it: a person found, or "not in the tree yet", and a note for the admin. */
export interface IAmValue {
  person: PersonOption | null;
  notInTree: boolean;
  note: string;
}

export const NO_ANSWER: IAmValue = { person: null, notInTree: false, note: '' };

/** What the request names: a person's id, null for "not in the tree", undefined when nothing was chosen. */
export function claimedPersonId(value: IAmValue): string | null | undefined {
  if (value.notInTree) return null;
  return value.person ? value.person.id : undefined;
}

interface IAmFieldsProps {
  label: string;
  description?: string;
  scope: 'member' | 'public';
  search: PersonSearch;
  value: IAmValue;
  onChange: (value: IAmValue) => void;
  personError?: string | undefined;
}

/** Search a person, or say "Tôi chưa có trong cây"; a note helps the admin place you. */
export function IAmFields({
  label,
  description,
  scope,
  search,
  value,
  onChange,
  personError,
}: IAmFieldsProps) {
  return (
    <Stack gap="xs">
      <PersonSearchField
        label={label}
        {...(description === undefined ? {} : { description })}
        scope={scope}
        search={search}
        value={value.person}
        disabled={value.notInTree}
        error={personError}
        onChange={(person) => onChange({ ...value, person })}
      />
      <Checkbox
        label={NOT_IN_TREE}
        checked={value.notInTree}
        onChange={(event) =>
          onChange({
            ...value,
            notInTree: event.currentTarget.checked,
            person: event.currentTarget.checked ? null : value.person,
          })
        }
      />
      {value.person || value.notInTree ? (
        <Textarea
          label="Ghi chú cho quản trị viên"
          description={
            value.notInTree
              ? 'Hãy ghi bạn là con, cháu của ai trong cây để quản trị viên thêm bạn vào.'
              : 'Không bắt buộc: ví dụ tên cha mẹ, để quản trị viên dễ xác nhận.'
          }
          autosize
          minRows={2}
          maxLength={PERSON_CLAIM_NOTE_MAX}
          value={value.note}
          onChange={(event) => onChange({ ...value, note: event.currentTarget.value })}
        />
      ) : null}
    </Stack>
  );
}
