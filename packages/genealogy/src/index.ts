// Pure genealogy domain code (no I/O): Vietnamese text, lunar calendar, tree rules, layout, the tree
// view's arithmetic (opening view, card text) and VietQR.
export * from './dates/index.ts';
export * from './draft.ts';
export * from './gedcom/index.ts';
export * from './giapha-text/index.ts';
export * from './kinship/index.ts';
export * from './layout.ts';
export * from './lunar.ts';
export * from './places.ts';
export * from './sample-clan.ts';
export * from './text.ts';
export * from './tree-rules.ts';
export * from './tree-view/index.ts';
export * from './vietqr.ts';
