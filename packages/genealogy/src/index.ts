// Pure genealogy domain code (no I/O): Vietnamese text, lunar calendar, tree rules and layout.
// Filled in by the genealogy issue; the package exists so that apps depend on it from the start.
export {};
