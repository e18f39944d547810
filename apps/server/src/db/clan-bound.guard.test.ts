import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';

/**
 * Every query on a clan table is built through `clanBound` (db/clan-bound.ts): its conditions and joins
 * with `clan.where(table, …)` / `clan.byId(table, id)` / `clan.atVersion(table, …)`, its inserted rows with `clan.row(…)` /
 * `clan.rows(…)`, raw SQL with `${clan.clanId}`. This reads the server's source and names every query
 * written any other way, so leaving the clan out cannot happen by accident.
 */

const SRC = join(import.meta.dirname, '..');

/** Files that may reach clan tables directly, and why. */
const ALLOWED: Record<string, string> = {
  'db/clan-bound.ts': 'the helper itself',
  'db/seed.ts': 'creates the demo clan and its content in one transaction',
  'db/seed-site.ts': 'demo content of the clan the seed just created',
  'db/seed-albums.ts': 'demo content of the clan the seed just created',
  'db/seed-blogs.ts': 'demo content of the clan the seed just created',
  'db/seed-campaigns.ts': 'demo content of the clan the seed just created',
  'db/seed-events.ts': 'demo content of the clan the seed just created',
  'db/sample-tree.ts': 'sample trees for the demo seed, tests and benchmarks',
  'modules/backups/instance-backup.ts': 'copies the whole instance, every clan, table by table',
  'modules/backups/tables.ts': 'copies the whole instance, every clan, table by table',
  'modules/uploads/instance-files.ts': 'finds which clans have old files, for the clean-up command',
  'modules/ai-trees/unfinished-publishes.ts':
    'finds the publishes of every clan a stopped process left unfinished',
};

const QUERY_METHODS = new Set([
  'from',
  'update',
  'delete',
  'insert',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
]);
const BOUND_CONDITIONS = new Set(['where', 'byId', 'atVersion']);
const BOUND_ROWS = new Set(['row', 'rows']);

export interface ClanTables {
  /** Export names of the clan tables (schema/index.ts). */
  names: Set<string>;
  /** Their SQL names, for raw SQL. */
  sqlNames: Set<string>;
}

export function clanTablesOf(module: Record<string, unknown>): ClanTables {
  const names = new Set<string>();
  const sqlNames = new Set<string>();
  for (const [name, value] of Object.entries(module)) {
    if (is(value, PgTable) && 'clanId' in getTableColumns(value)) {
      names.add(name);
      sqlNames.add(getTableName(value));
    }
  }
  return { names, sqlNames };
}

/** Local names of the clan tables imported by a file from the schema. */
function importedTables(file: ts.SourceFile, tables: ClanTables): Map<string, string> {
  const local = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)schema(\/index\.ts|\/[a-z-]+\.ts)?$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const exported = (element.propertyName ?? element.name).text;
      if (tables.names.has(exported)) local.set(element.name.text, exported);
    }
  }
  return local;
}

function methodCall(node: ts.Node): { name: string; call: ts.CallExpression } | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  return { name: node.expression.name.text, call: node };
}

/** The calls chained after `call` (`.from(t).leftJoin(…).where(…)` → leftJoin, where). */
function chainAfter(call: ts.CallExpression): ts.CallExpression[] {
  const chain: ts.CallExpression[] = [];
  let node: ts.Node = call;
  while (
    ts.isPropertyAccessExpression(node.parent) &&
    node.parent.expression === node &&
    ts.isCallExpression(node.parent.parent)
  ) {
    node = node.parent.parent;
    chain.push(node as ts.CallExpression);
  }
  return chain;
}

/** The initializer of a `const name = …` in the file, for conditions computed before the query. */
function initializerOf(file: ts.SourceFile, name: string): ts.Expression[] {
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer
    )
      found.push(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Whether `expression` is `<clan>.where(table, …)` (or `byId`, `atVersion`), directly or through a const. */
function isBoundCondition(
  file: ts.SourceFile,
  expression: ts.Expression | undefined,
  table: string,
  methods: Set<string>,
  seen = new Set<string>(),
): boolean {
  if (!expression) return false;
  if (ts.isIdentifier(expression)) {
    if (seen.has(expression.text)) return false;
    seen.add(expression.text);
    const inits = initializerOf(file, expression.text);
    return inits.length > 0 && inits.every((init) => isBoundCondition(file, init, table, methods, seen));
  }
  const call = methodCall(expression);
  if (!call || !methods.has(call.name)) return false;
  if (methods === BOUND_ROWS) return true;
  const first = call.call.arguments[0];
  return first !== undefined && ts.isIdentifier(first) && first.text === table;
}

export function unboundQueries(fileName: string, source: string, tables: ClanTables): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const local = importedTables(file, tables);
  const problems: string[] = [];
  const at = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const sqlPattern = new RegExp(
    `\\b(from|join|update|into)\\s+"?(${[...tables.sqlNames].join('|')})\\b`,
    'i',
  );

  const visit = (node: ts.Node): void => {
    const call = methodCall(node);
    const tableArg = call?.call.arguments[0];
    if (
      call &&
      QUERY_METHODS.has(call.name) &&
      tableArg &&
      ts.isIdentifier(tableArg) &&
      local.has(tableArg.text)
    ) {
      const table = tableArg.text;
      if (call.name.endsWith('Join')) {
        if (!isBoundCondition(file, call.call.arguments[1], table, BOUND_CONDITIONS))
          problems.push(`${at(node)}: .${call.name}(${table}, …) without clan.where(${table}, …)`);
      } else if (call.name === 'insert') {
        const values = chainAfter(call.call).find((c) => methodCall(c)?.name === 'values');
        if (!isBoundCondition(file, values?.arguments[0], table, BOUND_ROWS))
          problems.push(`${at(node)}: .insert(${table}) without clan.row(…) / clan.rows(…)`);
      } else {
        const where = chainAfter(call.call).find((c) => methodCall(c)?.name === 'where');
        if (!isBoundCondition(file, where?.arguments[0], table, BOUND_CONDITIONS))
          problems.push(`${at(node)}: .${call.name}(${table}) without .where(clan.where(${table}, …))`);
      }
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query' &&
      local.has(node.name.text)
    ) {
      problems.push(`${at(node)}: db.query.${node.name.text} (relational queries cannot be bound to a clan)`);
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(file) === 'sql') {
      const template = node.template;
      const text = ts.isNoSubstitutionTemplateLiteral(template)
        ? template.text
        : [template.head.text, ...template.templateSpans.map((s) => s.literal.text)].join(' ? ');
      const spans = ts.isTemplateExpression(template) ? template.templateSpans : [];
      const bound = spans.some(
        (s) =>
          /^[\w$]+\.clanId$/.test(s.expression.getText(file)) &&
          !local.has(s.expression.getText(file).split('.')[0] ?? ''),
      );
      if (sqlPattern.test(text) && !bound)
        problems.push(`${at(node)}: raw SQL on a clan table without clan.clanId`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'schema' ? [] : serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const tables = clanTablesOf(schema);

describe('queries on clan tables', () => {
  it('are all built through clanBound', () => {
    const problems = serverSources(SRC)
      .map((path) => relative(SRC, path))
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) => unboundQueries(file, readFileSync(join(SRC, file), 'utf8'), tables));
    expect(problems).toEqual([]);
  });

  it('knows the clan tables', () => {
    expect(tables.names).toContain('persons');
    expect(tables.names).toContain('auditLogs');
    expect(tables.names).not.toContain('clans');
  });

  it('names queries that leave the clan out or filter it by hand', () => {
    const source = `
      import { and, eq, sql } from 'drizzle-orm';
      import { persons, families as fams, clans } from '../../db/schema/index.ts';
      export async function bad(db, clan, clanId, id) {
        await db.select().from(persons).where(eq(persons.id, id));
        await db.select().from(persons).where(and(eq(persons.clanId, clanId), eq(persons.id, id)));
        await db.select().from(persons);
        await db.update(persons).set({ name: 'x' }).where(eq(persons.id, id));
        await db.delete(fams).where(clan.where(persons, eq(fams.id, id)));
        await db.insert(persons).values({ clanId, name: 'x' });
        await db.select().from(persons).where(clan.where(persons)).innerJoin(fams, eq(fams.fatherId, persons.id));
        await db.execute(sql\`select * from persons where id = \${id}\`);
        await db.query.persons.findFirst();
        await db.select().from(clans).where(eq(clans.id, id));
      }
      export async function good(db, clan, id, v) {
        const where = clan.where(persons, eq(persons.id, id));
        await db.select().from(persons).where(where);
        await db.update(persons).set({ name: 'x' }).where(clan.atVersion(persons, id, v));
        await db.insert(fams).values(clan.rows([{ id }]));
        await db.select().from(persons).innerJoin(fams, clan.where(fams, eq(fams.fatherId, persons.id))).where(where);
        await db.execute(sql\`select * from persons where clan_id = \${clan.clanId}\`);
      }`;
    const problems = unboundQueries('example.ts', source, tables);
    expect(problems.map((p) => p.replace(/^example\.ts:\d+: /, ''))).toEqual([
      '.from(persons) without .where(clan.where(persons, …))',
      '.from(persons) without .where(clan.where(persons, …))',
      '.from(persons) without .where(clan.where(persons, …))',
      '.update(persons) without .where(clan.where(persons, …))',
      '.delete(fams) without .where(clan.where(fams, …))',
      '.insert(persons) without clan.row(…) / clan.rows(…)',
      '.innerJoin(fams, …) without clan.where(fams, …)',
      'raw SQL on a clan table without clan.clanId',
      'db.query.persons (relational queries cannot be bound to a clan)',
    ]);
  });
});
