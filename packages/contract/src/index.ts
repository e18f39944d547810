import { z } from 'zod';
import { vi } from 'zod/locales';

// Field errors that no schema words itself still read in Vietnamese.
z.config(vi());

export * from './auth.ts';
export * from './common.ts';
export * from './messages.ts';
export * from './persons.ts';
export * from './settings.ts';
export * from './tenant.ts';
export * from './trees.ts';
export * from './users.ts';
