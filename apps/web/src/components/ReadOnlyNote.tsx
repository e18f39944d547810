import { Alert, type MantineSpacing } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Above a page a member may read but only an admin may change: says so, in blue. */
export function ReadOnlyNote({ children, mb }: { children: ReactNode; mb?: MantineSpacing }) {
  return (
    <Alert mb={mb} color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
      {children}
    </Alert>
  );
}
