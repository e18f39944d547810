// One typed route table: each endpoint's method, path, access and schemas, for the server and the web.

export * from './ai-trees.ts';
export * from './albums.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './backups.ts';
export * from './banks.ts';
export * from './blogs.ts';
export * from './campaigns.ts';
export * from './categories.ts';
export * from './define.ts';
export * from './donations.ts';
export * from './events.ts';
export * from './families.ts';
export * from './graves.ts';
export * from './life-events.ts';
export * from './menus.ts';
export * from './person-links.ts';
export * from './person-record.ts';
export * from './persons.ts';
export * from './places.ts';
export * from './sections.ts';
export * from './settings.ts';
export * from './sources.ts';
export * from './trees.ts';
export * from './uploads.ts';
export * from './users.ts';
