import type { KinshipRegion, PersonClaimStatus } from '@giapha/contract';
import { foldVietnamese } from '@giapha/genealogy';
import { count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { personClaims, persons, siteSettings, treeFamilies, trees, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { personsOfFamilies } from '../../db/tree-membership.ts';

export type PersonClaimRow = typeof personClaims.$inferSelect;

/** What a link shows of a person. */
export interface PersonSummary {
  id: string;
  name: string;
  generation: number | null;
  ordinalNumber: number | null;
  sex: (typeof persons.$inferSelect)['sex'];
}

export interface ClaimWithPerson extends PersonClaimRow {
  personName: string | null;
  personGeneration: number | null;
}

export interface ClaimListRow extends ClaimWithPerson {
  username: string;
  userName: string;
}

export interface LinkUser {
  id: string;
  name: string;
  personId: string | null;
  kinshipRegion: KinshipRegion | null;
}

export interface PublicPersonRow {
  id: string;
  name: string;
  generation: number | null;
  birth: (typeof persons.$inferSelect)['birth'];
}

const summaryColumns = {
  id: persons.id,
  name: persons.name,
  generation: persons.generation,
  ordinalNumber: persons.ordinalNumber,
  sex: persons.sex,
};

const linkUserColumns = {
  id: users.id,
  name: users.name,
  personId: users.personId,
  kinshipRegion: users.kinshipRegion,
};

/** Members' links to persons of one clan's tree, their requests, and the clan's xưng hô register. */
export function personLinksRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  /** Persons on any of the clan's public trees: partners and children of the families those trees hold. */
  function publicPersonIds() {
    const familyIds = db
      .select({ id: treeFamilies.familyId })
      .from(treeFamilies)
      .innerJoin(trees, clan.where(trees, eq(trees.id, treeFamilies.treeId), eq(trees.isPublic, true)))
      .where(clan.where(treeFamilies));
    return personsOfFamilies(clan, familyIds, 'public_persons');
  }

  return {
    async findUser(id: string): Promise<LinkUser | undefined> {
      const [row] = await db.select(linkUserColumns).from(users).where(clan.byId(users, id)).limit(1);
      return row;
    },

    /** The same, locking the row until the transaction ends (link changes read, then write). */
    async findUserForUpdate(id: string): Promise<LinkUser | undefined> {
      const [row] = await db
        .select(linkUserColumns)
        .from(users)
        .where(clan.byId(users, id))
        .limit(1)
        .for('update');
      return row;
    },

    /** The account linked to `personId`, other than `exceptUserId`. */
    async userLinkedTo(personId: string, exceptUserId?: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          clan.where(
            users,
            eq(users.personId, personId),
            exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
          ),
        )
        .limit(1);
      return row?.id;
    },

    /** The link is not part of the account's edit form: its version stays, so an open form still saves. */
    async setUserPerson(userId: string, personId: string | null): Promise<void> {
      await db.update(users).set({ personId, updatedAt: new Date() }).where(clan.byId(users, userId));
    },

    async setUserRegion(userId: string, region: KinshipRegion | null): Promise<void> {
      await db
        .update(users)
        .set({ kinshipRegion: region, updatedAt: new Date() })
        .where(clan.byId(users, userId));
    },

    async findPerson(id: string): Promise<PersonSummary | undefined> {
      const [row] = await db.select(summaryColumns).from(persons).where(clan.byId(persons, id)).limit(1);
      return row;
    },

    /** The person, when it is on one of the clan's public trees. */
    async findPublicPerson(id: string): Promise<PersonSummary | undefined> {
      const members = publicPersonIds();
      const [row] = await db
        .select(summaryColumns)
        .from(persons)
        .where(
          clan.where(
            persons,
            eq(persons.id, id),
            inArray(persons.id, db.select({ id: members.personId }).from(members)),
          ),
        )
        .limit(1);
      return row;
    },

    /** Up to `limit` persons of the public trees whose names (folded) contain `search`, best matches first. */
    async searchPublic(search: string, limit: number, offset = 0): Promise<PublicPersonRow[]> {
      const term = foldVietnamese(search);
      const members = publicPersonIds();
      const conditions: SQL[] = [inArray(persons.id, db.select({ id: members.personId }).from(members))];
      if (term) conditions.push(sql`${persons.searchText} like ${containsPattern(term)}`);
      return db
        .select({ id: persons.id, name: persons.name, generation: persons.generation, birth: persons.birth })
        .from(persons)
        .where(clan.where(persons, ...conditions))
        .orderBy(
          ...(term ? [sql`word_similarity(${term}, ${persons.searchText}) desc`] : []),
          sql`${persons.generation} asc nulls last`,
          persons.name,
          persons.id,
        )
        .limit(limit)
        .offset(offset);
    },

    /** The member's latest request, with the person's name. */
    async latestClaim(userId: string): Promise<ClaimWithPerson | undefined> {
      const [row] = await db
        .select(claimColumns)
        .from(personClaims)
        .leftJoin(persons, clan.byId(persons, personClaims.personId))
        .where(clan.where(personClaims, eq(personClaims.userId, userId)))
        .orderBy(desc(personClaims.createdAt), desc(personClaims.id))
        .limit(1);
      return row;
    },

    async findClaimForUpdate(id: string): Promise<PersonClaimRow | undefined> {
      const [row] = await db
        .select()
        .from(personClaims)
        .where(clan.byId(personClaims, id))
        .limit(1)
        .for('update');
      return row;
    },

    async claimWithPerson(id: string): Promise<ClaimWithPerson | undefined> {
      const [row] = await db
        .select(claimColumns)
        .from(personClaims)
        .leftJoin(persons, clan.byId(persons, personClaims.personId))
        .where(clan.byId(personClaims, id))
        .limit(1);
      return row;
    },

    async pendingClaimOf(userId: string): Promise<PersonClaimRow | undefined> {
      const [row] = await db
        .select()
        .from(personClaims)
        .where(clan.where(personClaims, eq(personClaims.userId, userId), eq(personClaims.status, 'pending')))
        .limit(1)
        .for('update');
      return row;
    },

    /** Removes the member's pending request; whether there was one. */
    async deletePending(userId: string): Promise<boolean> {
      const deleted = await db
        .delete(personClaims)
        .where(clan.where(personClaims, eq(personClaims.userId, userId), eq(personClaims.status, 'pending')))
        .returning({ id: personClaims.id });
      return deleted.length > 0;
    },

    async insertClaim(values: { userId: string; personId: string | null; note: string | null }) {
      return insertedRow('person_claims', await db.insert(personClaims).values(clan.row(values)).returning());
    },

    async decideClaim(id: string, status: PersonClaimStatus, decidedBy: string): Promise<void> {
      await db
        .update(personClaims)
        .set({ status, decidedBy, decidedAt: new Date() })
        .where(clan.byId(personClaims, id));
    },

    async listClaims(filter: {
      status?: PersonClaimStatus | undefined;
      /** Only claims naming one of these persons (a trưởng chi's branches); all when not given. */
      personIds?: readonly string[] | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: ClaimListRow[]; total: number }> {
      const { personIds } = filter;
      const where = clan.where(
        personClaims,
        filter.status === undefined ? undefined : eq(personClaims.status, filter.status),
        personIds === undefined
          ? undefined
          : personIds.length === 0
            ? sql`false`
            : inArray(personClaims.personId, [...personIds]),
      );
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ ...claimColumns, username: users.username, userName: users.name })
          .from(personClaims)
          .innerJoin(users, clan.byId(users, personClaims.userId))
          .leftJoin(persons, clan.byId(persons, personClaims.personId))
          .where(where)
          .orderBy(desc(personClaims.createdAt), desc(personClaims.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(personClaims).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    /** The clan's register: its setting, the northern one until the admin saves another. */
    async clanRegion(): Promise<KinshipRegion> {
      const [row] = await db
        .select({ region: siteSettings.kinshipRegion })
        .from(siteSettings)
        .where(clan.where(siteSettings))
        .limit(1);
      return row?.region ?? 'north';
    },
  };
}

const claimColumns = {
  clanId: personClaims.clanId,
  id: personClaims.id,
  userId: personClaims.userId,
  personId: personClaims.personId,
  note: personClaims.note,
  status: personClaims.status,
  decidedBy: personClaims.decidedBy,
  decidedAt: personClaims.decidedAt,
  createdAt: personClaims.createdAt,
  personName: persons.name,
  personGeneration: persons.generation,
};
