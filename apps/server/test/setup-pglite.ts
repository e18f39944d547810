import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite, pgliteExtensions } from '../src/db/client.ts';
import './provided.ts';

/** Migrates one embedded database per run; test files load its dump instead of migrating again. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'giapha-template-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await fromPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  project.provide('databaseUrl', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
