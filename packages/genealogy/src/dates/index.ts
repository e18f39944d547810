export * from './anniversary.ts';
export * from './can-chi.ts';
export * from './format.ts';
export * from './life-years.ts';
export * from './parse.ts';
export * from './sort.ts';
export * from './types.ts';
