import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { families, familyChildren, familySpouses, treeFamilies, trees } from '../../db/schema/index.ts';

/** A public tree showing a person. */
export interface PublicTreeRef {
  id: string;
  name: string;
  type: string;
}

/** Both drivers answer `{ rows }`. */
const treeRows = z.object({
  rows: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })),
});
const idRows = z.object({ rows: z.array(z.object({ id: z.string() })) });

/** The maximum generations the ancestor line climbs (a loop in bad data stops it sooner). */
const LINEAGE_MAX = 200;

/**
 * What visitors may see of who is related to whom: the families on the clan's public trees. A person's
 * public page reads only these, so a family kept off every public tree stays unseen.
 */
export function personRecordRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  const publicFamilies = sql`
    select distinct tf.family_id from ${treeFamilies} tf
    join ${trees} t on t.clan_id = tf.clan_id and t.id = tf.tree_id
    where tf.clan_id = ${clan.clanId} and t.is_public`;

  return {
    /** Public trees with a family naming the person: original trees first, then the oldest. */
    async publicTreesOf(personId: string): Promise<PublicTreeRef[]> {
      const result = await db.execute(sql`
        with own as (
          select id as family_id from ${families}
            where clan_id = ${clan.clanId} and (father_id = ${personId} or mother_id = ${personId})
          union select family_id from ${familySpouses} where clan_id = ${clan.clanId} and person_id = ${personId}
          union select family_id from ${familyChildren} where clan_id = ${clan.clanId} and person_id = ${personId}
        )
        select t.id, t.name, t.type from ${trees} t
        where t.clan_id = ${clan.clanId} and t.is_public and exists (
          select 1 from ${treeFamilies} tf join own on own.family_id = tf.family_id
          where tf.clan_id = ${clan.clanId} and tf.tree_id = t.id)
        order by (t.type = 'split'), t.created_at, t.id`);
      return treeRows.parse(result).rows;
    },

    /** Of these families, those on a public tree. */
    async publicFamilyIds(familyIds: readonly string[]): Promise<Set<string>> {
      if (familyIds.length === 0) return new Set();
      const wanted = sql.join(
        familyIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select p.family_id as id from (${publicFamilies}) p where p.family_id in (${wanted})`);
      return new Set(idRows.parse(result).rows.map((r) => r.id));
    },

    /**
     * The person's line upwards through public families: each step the parent family they were born
     * into first (else adopted…), its father, else its mother; nearest first, the person left out.
     */
    async lineage(personId: string): Promise<string[]> {
      const result = await db.execute(sql`
        with recursive public_families as (${publicFamilies}),
        line(person_id, depth, path) as (
          select ${personId}::uuid, 0, array[${personId}::uuid]
          union all
          select up.parent_id, line.depth + 1, line.path || up.parent_id
          from line cross join lateral (
            select coalesce(f.father_id, f.mother_id) as parent_id
            from ${familyChildren} c
            join public_families pf on pf.family_id = c.family_id
            join ${families} f on f.clan_id = c.clan_id and f.id = c.family_id
            where c.clan_id = ${clan.clanId} and c.person_id = line.person_id
              and coalesce(f.father_id, f.mother_id) is not null
            order by (c.relation = 'birth') desc, (f.father_id is null), f.created_at, f.id
            limit 1
          ) up
          where line.depth < ${LINEAGE_MAX} and not (up.parent_id = any(line.path))
        )
        select person_id::text as id from line where depth > 0 order by depth`);
      return idRows.parse(result).rows.map((r) => r.id);
    },
  };
}
