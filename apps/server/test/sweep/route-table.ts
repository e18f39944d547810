// The sweep's route table: every operation of the OpenAPI document (the source of paths), checked
// against the routes the app registered (`app.declaredRoutes`, an onRoute hook in plugins/docs.ts), so a
// route missing from either, or without a declared access, fails the sweep.

import type { ApiRouteDef, RouteAccess } from '@giapha/contract';
import * as contract from '@giapha/contract';
import { z } from 'zod';
import type { App } from '../../src/app.ts';
import type { HttpMethod } from '../requests.ts';

export interface QueryParam {
  name: string;
  required: boolean;
}

export interface SweepRoute {
  /** `METHOD /path/{param}` as in the OpenAPI document. */
  key: string;
  method: HttpMethod;
  /** OpenAPI form: `/api/user/{id}/approve`. */
  path: string;
  access: RouteAccess;
  pathParams: string[];
  query: QueryParam[];
  /** The route's zod body schema when it declares one (a JSON body). */
  body: z.ZodType | undefined;
}

/** API routes deliberately left out of the document, with the reason. Anything else missing fails. */
export const UNDOCUMENTED: Record<string, string> = {
  'GET /api/docs/json': 'the document itself',
};

const accessSchema = z.enum(['platform', 'public', 'member', 'editor', 'admin']);
const methodSchema = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const parameterSchema = z.object({ in: z.string(), name: z.string(), required: z.boolean().optional() });
const operationSchema = z.looseObject({
  'x-access': z.unknown().optional(),
  parameters: z.array(parameterSchema).optional(),
  requestBody: z.unknown().optional(),
});
const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
});

export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function isApiRouteDef(value: unknown): value is ApiRouteDef {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'access' in value &&
    'response' in value
  );
}

/** Every endpoint of the contract's route table (`packages/contract/src/api`: the `…Api` exports). */
export function contractRoutes(): ApiRouteDef[] {
  return Object.entries(contract)
    .filter(([name, value]) => name.endsWith('Api') && typeof value === 'object' && value !== null)
    .flatMap(([, value]) => Object.values(value))
    .filter(isApiRouteDef);
}

export interface RouteTable {
  routes: SweepRoute[];
  /** Every disagreement between the document, the contract's route table and the registered routes. */
  problems: string[];
  /** API routes registered without an entry in the contract's route table. */
  notInContract: string[];
}

export async function loadRouteTable(app: App): Promise<RouteTable> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  const document = documentSchema.parse(response.json());
  const problems: string[] = [];
  const notInContract: string[] = [];

  const registered = new Map<string, (typeof app.declaredRoutes)[number]>();
  for (const route of app.declaredRoutes) {
    if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    const key = `${route.method} ${openApiPath(route.url)}`;
    registered.set(key, route);
    if (route.url.startsWith('/api/') && !route.access) problems.push(`${key}: no config.access`);
  }

  const routes: SweepRoute[] = [];
  const documented = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(operations)) {
      const key = `${lowerMethod.toUpperCase()} ${path}`;
      documented.add(key);
      const method = methodSchema.safeParse(lowerMethod.toUpperCase());
      const access = accessSchema.safeParse(operation['x-access']);
      if (!method.success) {
        problems.push(`${key}: method not swept`);
        continue;
      }
      if (!access.success) {
        problems.push(`${key}: no x-access in the OpenAPI document`);
        continue;
      }
      const declared = registered.get(key);
      if (!declared) {
        problems.push(`${key}: in the OpenAPI document but not registered`);
        continue;
      }
      if (declared.access !== access.data) {
        problems.push(`${key}: x-access ${access.data} but config.access ${declared.access}`);
      }
      const parameters = operation.parameters ?? [];
      const body = declared.schema?.body;
      routes.push({
        key,
        method: method.data,
        path,
        access: access.data,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true })),
        body: body instanceof z.ZodType ? body : undefined,
      });
    }
  }
  const inContract = new Set<string>();
  for (const def of contractRoutes()) {
    const key = `${def.method} ${openApiPath(def.path)}`;
    if (inContract.has(key)) problems.push(`${key}: twice in the contract's route table`);
    inContract.add(key);
    const declared = registered.get(key);
    if (!declared) problems.push(`${key}: in the contract's route table but not registered`);
    else if (declared.access !== def.access)
      problems.push(`${key}: access ${def.access} in the contract but ${declared.access} registered`);
  }
  for (const [key, route] of registered) {
    if (route.url.startsWith('/api/') && !inContract.has(key) && !(key in UNDOCUMENTED))
      notInContract.push(key);
    if (!route.access || documented.has(key) || key in UNDOCUMENTED) continue;
    problems.push(`${key}: registered with access ${route.access} but missing from the OpenAPI document`);
  }
  return { routes, problems, notInContract };
}
