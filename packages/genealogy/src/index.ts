// Pure genealogy domain code (no I/O): Vietnamese text, lunar calendar, tree rules and layout.
export * from './layout.ts';
export * from './lunar.ts';
export * from './sample-clan.ts';
export * from './text.ts';
export * from './tree-rules.ts';
