import { Box, Text, Title, type TitleOrder } from '@mantine/core';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import classes from './SectionTitle.module.css';

interface SectionTitleProps {
  children: ReactNode;
  /** h1 for a page's own title, h2 for a block of the home page. */
  order?: TitleOrder;
  description?: ReactNode;
  /** A link beside the title (`Xem tất cả`). */
  action?: ReactNode;
  centered?: boolean;
  /** For `aria-labelledby` on the block it heads. */
  id?: string;
}

/** A public page's or block's heading: serif, clan red, a gold rule beneath. */
export function SectionTitle({
  children,
  order = 2,
  description,
  action,
  centered = false,
  id,
}: SectionTitleProps) {
  return (
    <Box mb="md">
      <div className={clsx(classes.heading, centered && classes.centered)}>
        <Title order={order} className={classes.title} id={id}>
          {children}
        </Title>
        {action}
      </div>
      {description ? (
        <Text
          c="dimmed"
          mt="xs"
          maw={720}
          mx={centered ? 'auto' : undefined}
          ta={centered ? 'center' : undefined}
        >
          {description}
        </Text>
      ) : null}
    </Box>
  );
}
