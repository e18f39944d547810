// Pure genealogy domain code (no I/O): Vietnamese text, lunar calendar, tree rules and layout.
export * from './lunar.ts';
export * from './text.ts';
export * from './tree-rules.ts';
