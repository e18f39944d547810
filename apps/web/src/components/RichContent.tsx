import { Typography } from '@mantine/core';
import clsx from 'clsx';
import classes from './RichContent.module.css';

interface RichContentProps {
  /** HTML the server sanitized before storing it (scripts, handlers and `javascript:` links removed). */
  html: string;
  className?: string;
}

/** A post's or a home block's rich text, in the site's reading typography. */
export function RichContent({ html, className }: RichContentProps) {
  return (
    <Typography className={clsx(classes.content, className)}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes this HTML before storing it (DESIGN §10) */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
