import type { RouteAccess } from '@giapha/contract';

// Who may call each API route (`RouteAccess` in the contract's route table); the tenant and auth hooks
// enforce it. Routes registered with `registerApi` take it from their table entry.
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
