import { Button } from '@mantine/core';
import { type Icon, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CreateLinkButtonProps {
  /** The form that adds a record. */
  to: string;
  /** The list's own Tabler icon; a plus when the list has none. */
  icon?: Icon;
  children: ReactNode;
}

/** The way to add a record, in a list page's header or its empty-list invitation: one look on every list. */
export function CreateLinkButton({ to, icon: LeftIcon = IconPlus, children }: CreateLinkButtonProps) {
  return (
    <Button component={Link} to={to} leftSection={<LeftIcon size={18} />}>
      {children}
    </Button>
  );
}
