declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory dump that each test file loads (server project). */
    pgliteTemplate: string;
    /** A fresh, migrated PostgreSQL database for this run (server-postgres project). */
    databaseUrl: string;
  }
}

export {};
