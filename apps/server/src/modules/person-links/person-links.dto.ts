import type { LinkedPerson, PersonClaim, PersonClaimItem, PublicPersonHit } from '@giapha/contract';
import type { ClaimListRow, ClaimWithPerson, PersonSummary, PublicPersonRow } from './person-links.repo.ts';

export function toLinkedPerson(person: PersonSummary): LinkedPerson {
  return { ...person };
}

export function toClaimDto(claim: ClaimWithPerson): PersonClaim {
  return {
    id: claim.id,
    personId: claim.personId,
    personName: claim.personName,
    note: claim.note,
    status: claim.status,
    createdAt: claim.createdAt.toISOString(),
    decidedAt: claim.decidedAt?.toISOString() ?? null,
  };
}

export function toClaimItem(row: ClaimListRow): PersonClaimItem {
  return {
    ...toClaimDto(row),
    user: { id: row.userId, username: row.username, name: row.userName },
    personGeneration: row.personGeneration,
  };
}

/** A search hit for a visitor: name, đời and the birth year only (the public tree's rule for the living). */
export function toPublicHit(row: PublicPersonRow): PublicPersonHit {
  return {
    id: row.id,
    name: row.name,
    generation: row.generation,
    birthYear: row.birth?.solar?.year ?? row.birth?.lunar?.year ?? null,
  };
}
