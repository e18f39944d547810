export * from './audit.ts';
export * from './clans.ts';
export * from './content.ts';
export * from './events.ts';
export * from './fundraising.ts';
export * from './genealogy.ts';
export * from './media.ts';
export * from './users.ts';
