export * from './audit.ts';
export * from './clans.ts';
export * from './content.ts';
export * from './genealogy.ts';
export * from './users.ts';
