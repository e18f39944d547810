// Words of the branches feature (issue 24) that the server does not send.

export const BRANCHES_FALLBACK = {
  list: 'Không thể tải danh sách chi',
  create: 'Không thể tạo chi',
  update: 'Không thể lưu chi',
  remove: 'Không thể xóa chi',
  keepers: 'Không thể lưu trưởng chi và biên tập viên',
  pending: 'Không thể tải thành viên chờ duyệt của chi',
  members: 'Không thể tải danh sách thành viên',
  publicList: 'Không thể tải các chi của dòng họ',
  publicGet: 'Không thể tải trang của chi',
} as const;

/** "Đời 3" */
export function generationLabel(generation: number | null): string {
  return generation === null ? '' : `Đời ${generation}`;
}

/** "1920 – 1990", "s. 1980", "" */
export function lifeYearsLabel(person: {
  birthYear: number | null;
  deathYear: number | null;
  isDeceased: boolean;
}): string {
  const { birthYear, deathYear, isDeceased } = person;
  if (isDeceased) {
    if (birthYear === null && deathYear === null) return 'Đã mất';
    return `${birthYear ?? '?'} – ${deathYear ?? '?'}`;
  }
  return birthYear === null ? '' : `s. ${birthYear}`;
}
