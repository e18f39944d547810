import { z } from 'zod';
import { vi } from 'zod/locales';

// Field errors that no schema words itself still read in Vietnamese.
z.config(vi());

export * from './ai-trees.ts';
export * from './albums.ts';
export * from './api/index.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './backups.ts';
export * from './banks.ts';
export * from './blogs.ts';
export * from './campaigns.ts';
export * from './categories.ts';
export * from './common.ts';
export * from './content.ts';
export * from './dates.ts';
export * from './display-text.ts';
export * from './events.ts';
export * from './graves.ts';
export * from './life-events.ts';
export * from './menus.ts';
export * from './messages.ts';
export * from './person-links.ts';
export * from './person-record.ts';
export * from './persons.ts';
export * from './places.ts';
export * from './records.ts';
export * from './sections.ts';
export * from './settings.ts';
export * from './sources.ts';
export * from './tenant.ts';
export * from './tree-graph-compact.ts';
export * from './trees.ts';
export * from './uploads.ts';
export * from './users.ts';
export * from './web-routes.ts';
