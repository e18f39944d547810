// One typed route table: each endpoint's method, path, access and schemas, for the server and the web.
export * from './albums.ts';
export * from './auth.ts';
export * from './banks.ts';
export * from './define.ts';
export * from './settings.ts';
export * from './users.ts';
