import { type UserRole, userRoles } from '@giapha/contract';
import { Select, type SelectProps } from '@mantine/core';
import { ROLE_LABELS } from '../texts.ts';

const ROLE_OPTIONS = userRoles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function isRole(value: string | null): value is UserRole {
  return userRoles.some((role) => role === value);
}

type RoleSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: UserRole | undefined;
  onChange: (role: UserRole) => void;
};

export function RoleSelect({ value, onChange, ...props }: RoleSelectProps) {
  return (
    <Select
      label="Vai trò"
      data={ROLE_OPTIONS}
      allowDeselect={false}
      value={value ?? null}
      onChange={(next) => {
        if (isRole(next)) onChange(next);
      }}
      {...props}
    />
  );
}
