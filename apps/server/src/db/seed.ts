import { randomBytes } from 'node:crypto';
import {
  buildKinshipIndex,
  descendantFamiliesOf,
  descendantsOf,
  generateSampleClan,
  type KinshipIndex,
  type SampleClan,
} from '@giapha/genealogy';
import { hashPassword } from '../lib/passwords.ts';
import { branchesRepo } from '../modules/branches/branches.repo.ts';
import { clansRepo } from '../modules/clans/clans.repo.ts';
import { familiesRepo } from '../modules/families/families.repo.ts';
import { treesRepo } from '../modules/trees/trees.repo.ts';
import type { FileStorage } from '../modules/uploads/storage/file-storage.ts';
import { usersRepo } from '../modules/users/users.repo.ts';
import type { Db, DbOrTx } from './client.ts';
import { insertSampleTree } from './sample-tree.ts';
import { seedDemoAlbums } from './seed-albums.ts';
import { seedDemoBlogs } from './seed-blogs.ts';
import { seedDemoCampaigns } from './seed-campaigns.ts';
import { seedDemoEvents } from './seed-events.ts';
import { seedDemoSite } from './seed-site.ts';

export const DEMO_DOMAIN = 'demo';
export const DEMO_CLAN_NAME = 'Họ Nguyễn — Làng Demo';
export const DEMO_TREE_NAME = 'Gia phả họ Nguyễn — Làng Demo';
/** The demo clan's tree: fixed, so every fresh install shows the same family (and the same ids). */
const DEMO_TREE_SIZE = { persons: 300, generations: 12, seed: 20240101, surname: 'Nguyễn' } as const;
/** The demo branch is headed by a man of this generation. */
const DEMO_SPLIT_GENERATION = 4;

export interface SeedResult {
  created: boolean;
  adminPassword?: string;
}

const DEMO_MEMBERS = [
  { username: 'nguyenvanbinh', name: 'Nguyễn Văn Bình', email: 'binh@demo.giapha.local', status: 'active' },
  { username: 'nguyenthihoa', name: 'Nguyễn Thị Hoa', email: 'hoa@demo.giapha.local', status: 'active' },
  { username: 'nguyenducminh', name: 'Nguyễn Đức Minh', email: 'minh@demo.giapha.local', status: 'pending' },
] as const;

/** Whether the database holds no clan at all (a first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.query.clans.findFirst({ columns: { id: true } });
  return rows === undefined;
}

/**
 * The demo clan: one admin (`admin`, password from DEMO_ADMIN_PASSWORD or generated), a few members
 * (one of them waiting for approval), a public 300-person, 12-generation tree and one branch of it
 * split into its own tree, a whole website (settings, menu, home blocks, 3 categories, 8 posts of
 * which one is scheduled and one a draft) and six events (Tết, Giỗ Tổ, Thanh Minh, a gathering, a
 * lunar one-off, a person's giỗ), a bank account with three fundraising campaigns and their donations.
 * Given the uploads' storage, two photo albums too. Does nothing when the clan exists.
 */
export async function seedDemo(db: Db, adminPassword?: string, storage?: FileStorage): Promise<SeedResult> {
  if (await clansRepo(db).findByDomain(DEMO_DOMAIN)) return { created: false };
  const password = adminPassword || randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const demo = await db.transaction(async (tx) => {
    const clan = await clansRepo(tx).insert({ domain: DEMO_DOMAIN, clanName: DEMO_CLAN_NAME });
    const users = usersRepo(tx, clan.id);
    const admin = await users.insert({
      name: 'Nguyễn Văn An',
      username: 'admin',
      email: 'admin@demo.giapha.local',
      passwordHash,
      role: 'admin',
      status: 'active',
      emailVerifiedAt: new Date(),
    });
    for (const member of DEMO_MEMBERS) {
      await users.insert({ ...member, passwordHash, role: 'user' });
    }
    const treeId = await seedDemoTrees(tx, clan.id, admin.id);
    await seedDemoBlogs(tx, clan.id, admin.id);
    // After the tree: one event is the giỗ of a person of it.
    await seedDemoEvents(tx, clan.id, admin.id);
    // After the categories: the menu links to them.
    await seedDemoSite(tx, clan.id, { treeId, featuredCategoryId: null });
    return { clanId: clan.id, adminId: admin.id };
  });
  // Photo albums need the storage the uploads live in; they are stored once the clan is committed.
  if (storage) await seedDemoAlbums(db, storage, demo.clanId, demo.adminId);
  // After the albums: the ancestral hall's campaign borrows one of their photos as its cover.
  await seedDemoCampaigns(db, demo.clanId, demo.adminId);
  return { created: true, adminPassword: password };
}

/**
 * The demo tree (a generated clan without data loops: it is a showcase) and one split branch, made as
 * `POST /api/tree/split` would: the man of generation 4 with the most descendants, his families and all
 * descendant families of the tree.
 */
async function seedDemoTrees(db: DbOrTx, clanId: string, adminId: string): Promise<string> {
  const sample = generateSampleClan({ ...DEMO_TREE_SIZE, loops: false });
  const { treeId } = await insertSampleTree(db, clanId, sample, {
    name: DEMO_TREE_NAME,
    description:
      'Gia phả mẫu của dòng họ Nguyễn ở Làng Demo: mười hai đời, từ cụ Thủy tổ đến các cháu đời nay. ' +
      'Dữ liệu được tạo tự động để xem thử cách trình bày cây gia phả, ngày giỗ và các chi.',
    isPublic: true,
    createdBy: adminId,
  });

  const trees = treesRepo(db, clanId);
  const inTree = new Set(await trees.familyIds(treeId));
  const links = await familiesRepo(db, clanId).allLinks();
  const index = buildKinshipIndex(links.filter((f) => inTree.has(f.id)));
  const head = branchHead(sample, index);
  if (!head) return treeId;
  const familyIds = descendantFamiliesOf(index, head.id).filter((id) => inTree.has(id));
  const branch = await trees.insert({
    name: `Chi ${head.name}`,
    description: `Chi của ông ${head.name} (đời ${head.generation}), tách từ ${DEMO_TREE_NAME}.`,
    createdBy: adminId,
    isPublic: true,
    type: 'split',
    sourceTreeId: treeId,
    splitPersonId: head.id,
  });
  await trees.addFamilies(branch.id, familyIds);
  // The same man's branch (chi) on the whole tree, kept by the demo admin as its head (issue 24).
  const chi = await branchesRepo(db, clanId).insert({
    treeId,
    rootPersonId: head.id,
    name: `Chi ${head.name}`,
    description: `Con cháu ông ${head.name} (đời ${head.generation}).`,
  });
  await branchesRepo(db, clanId).replaceKeepers(chi.id, [{ userId: adminId, role: 'head' }]);
  return treeId;
}

/** The man of the split generation with the most descendants (loops excluded), first one on ties. */
function branchHead(sample: SampleClan, index: KinshipIndex) {
  let best: { id: string; name: string; generation: number; descendants: number } | undefined;
  for (const person of sample.persons) {
    if (person.generation !== DEMO_SPLIT_GENERATION || person.sex !== 'male') continue;
    const descendants = descendantsOf(index, person.id);
    if (descendants.has(person.id)) continue;
    if (!best || descendants.size > best.descendants) {
      best = {
        id: person.id,
        name: person.name,
        generation: person.generation,
        descendants: descendants.size,
      };
    }
  }
  return best;
}
