import type { UserRole, UserStatus } from '@giapha/contract';
import { Badge, type BadgeProps } from '@mantine/core';
import { ROLE_LABELS, STATUS_COLORS, STATUS_LABELS } from '../texts.ts';

export function RoleBadge({ role, ...props }: { role: UserRole } & BadgeProps) {
  return (
    <Badge variant={role === 'admin' ? 'filled' : 'light'} color="clan" tt="none" {...props}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

export function StatusBadge({ status, ...props }: { status: UserStatus } & BadgeProps) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} tt="none" {...props}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
