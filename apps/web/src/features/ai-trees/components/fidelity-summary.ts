import type { Draft } from '@giapha/contract';

// The import report in words an elder reads: "29 bản ghi an táng đã được nhập", "3 ngày không đọc
// được, giữ nguyên văn", "12 địa danh" — from the importer's per-tag counts and warnings.

/** What each GEDCOM tag (the last part of its path) holds, in Vietnamese. */
const TAG_NAMES: Record<string, string> = {
  INDI: 'người',
  FAM: 'gia đình',
  NAME: 'tên',
  SEX: 'giới tính',
  BIRT: 'bản ghi ngày sinh',
  DEAT: 'bản ghi ngày mất',
  BURI: 'bản ghi an táng',
  CREM: 'bản ghi hỏa táng',
  EVEN: 'sự kiện khác',
  EDUC: 'bản ghi học vấn',
  OCCU: 'bản ghi nghề nghiệp',
  TITL: 'chức tước',
  RESI: 'nơi cư trú',
  EMIG: 'bản ghi di cư đi',
  IMMI: 'bản ghi di cư đến',
  RELI: 'bản ghi tôn giáo',
  MARR: 'bản ghi kết hôn',
  ENGA: 'bản ghi đính hôn',
  DIV: 'bản ghi ly hôn',
  SOUR: 'nguồn tư liệu',
  NOTE: 'ghi chú',
  SNOTE: 'ghi chú',
  OBJE: 'ảnh, tệp đính kèm',
  REPO: 'nơi lưu giữ tư liệu',
  SUBM: 'người gửi tệp',
  HEAD: 'phần đầu tệp',
  DATE: 'ngày tháng',
  PLAC: 'địa danh',
  FAMC: 'liên kết cha mẹ',
  FAMS: 'liên kết vợ chồng',
  CHIL: 'liên kết con',
  HUSB: 'liên kết chồng',
  WIFE: 'liên kết vợ',
  CHAN: 'ngày sửa đổi',
  REFN: 'mã tham chiếu',
  _UID: 'mã định danh',
};

/** The tag's name in Vietnamese (`INDI.BURI` → "bản ghi an táng"), or null for a tag it does not know. */
export function tagName(tag: string): string | null {
  const last = tag.split('.').at(-1) ?? tag;
  return TAG_NAMES[last] ?? null;
}

const UNREAD_DATE = 'Không đọc được ngày; đã giữ nguyên dạng chữ.';

function count(n: number): string {
  return n.toLocaleString('vi-VN');
}

/** The report's sentences, most important first. */
export function fidelitySentences(
  draft: Pick<Draft, 'report' | 'warnings' | 'nodes' | 'families'>,
): string[] {
  const sentences: string[] = [];
  const byTag = new Map(draft.report.map((e) => [e.tag, e]));
  const persons = byTag.get('INDI');
  if (persons) sentences.push(`${count(persons.imported)} người đã được nhập`);
  const families = byTag.get('FAM');
  if (families) sentences.push(`${count(families.imported)} gia đình đã được nhập`);
  // Records under a person or a family (BURI, MARR…), and whole records (SOUR, NOTE): imported ones.
  for (const entry of draft.report) {
    const parts = entry.tag.split('.');
    const name = tagName(entry.tag);
    if (!name || parts.length > 2 || entry.tag === 'INDI' || entry.tag === 'FAM') continue;
    if (
      parts.length === 2 &&
      ![
        'BURI',
        'CREM',
        'EVEN',
        'EDUC',
        'OCCU',
        'TITL',
        'RESI',
        'EMIG',
        'IMMI',
        'RELI',
        'MARR',
        'ENGA',
        'DIV',
      ].includes(parts[1] ?? '')
    ) {
      continue;
    }
    if (entry.imported > 0) sentences.push(`${count(entry.imported)} ${name} đã được nhập`);
  }
  const unread = draft.warnings.filter((w) => w.message === UNREAD_DATE).length;
  if (unread > 0) sentences.push(`${count(unread)} ngày không đọc được, giữ nguyên văn`);
  const places = new Set<string>();
  for (const node of draft.nodes) {
    for (const date of [node.birth, node.death]) if (date?.place) places.add(date.place.toLowerCase());
  }
  for (const family of draft.families)
    if (family.marriage?.place) places.add(family.marriage.place.toLowerCase());
  if (places.size > 0) sentences.push(`${count(places.size)} địa danh`);
  const skipped = draft.report.reduce((n, e) => n + e.skipped, 0);
  if (skipped > 0) sentences.push(`${count(skipped)} dòng chưa dùng được (xem bảng chi tiết bên dưới)`);
  return sentences;
}
