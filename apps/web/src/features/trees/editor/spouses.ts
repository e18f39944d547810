interface Couple {
  father: string | null;
  mother: string | null;
  spouses: readonly string[];
}

/** Whether the person has a husband or a wife in one of the families (for the add-spouse dialog). */
export function hasSpouse(personId: string, families: readonly Couple[]): boolean {
  return families.some(
    (f) =>
      (f.father === personId && (Boolean(f.mother) || f.spouses.length > 0)) ||
      (f.mother === personId && Boolean(f.father)) ||
      f.spouses.includes(personId),
  );
}
