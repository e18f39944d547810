import { z } from 'zod';
import { isMediaUrl } from './content.ts';
import { MESSAGES } from './messages.ts';

// The kinds a person's whole record is made of (issue 21): life events, grave photos, sources and
// what a citation backs. Each feature's requests and responses live in its own file; these are the
// words they share with the database schema.

/** Life events of a person beyond birth and death. */
export const personEventTypes = [
  'burial',
  'reburial',
  'cremation',
  'degree',
  'title',
  'occupation',
  'education',
  'residence',
  'emigration',
  'immigration',
  'military',
  'religion',
  'custom',
] as const;
/** Events of a family (a couple). */
export const familyEventTypes = ['marriage', 'engagement', 'divorce', 'custom'] as const;
export const lifeEventTypes = [...new Set([...personEventTypes, ...familyEventTypes])] as [
  LifeEventType,
  ...LifeEventType[],
];
export type PersonEventType = (typeof personEventTypes)[number];
export type FamilyEventType = (typeof familyEventTypes)[number];
export type LifeEventType = PersonEventType | FamilyEventType;

/** What a person's own citation backs; a life event's is `event`, a family's `relationship`. */
export const citationFacts = ['name', 'sex', 'birth', 'death', 'general', 'event', 'relationship'] as const;
export type CitationFact = (typeof citationFacts)[number];

export const sourceKinds = ['book', 'stele', 'register', 'civil', 'interview', 'photo', 'other'] as const;
export type SourceKind = (typeof sourceKinds)[number];

export const gravePhotoKinds = ['grave', 'stele', 'other'] as const;
export const gravePhotoSchema = z.object({
  url: z.string().trim().max(2000).refine(isMediaUrl, MESSAGES.imageUrlInvalid),
  caption: z.string().trim().max(300).nullable().default(null),
  kind: z.enum(gravePhotoKinds).default('grave'),
});
export type GravePhoto = z.infer<typeof gravePhotoSchema>;

/** How the forms and pages name each life event type. */
export const LIFE_EVENT_LABELS: Record<LifeEventType, string> = {
  burial: 'An táng',
  reburial: 'Cải táng (sang cát)',
  cremation: 'Hỏa táng',
  degree: 'Khoa bảng',
  title: 'Chức tước, thụ phong',
  occupation: 'Nghề nghiệp',
  education: 'Học vấn',
  residence: 'Nơi cư trú',
  emigration: 'Di cư đi',
  immigration: 'Di cư đến',
  military: 'Binh nghiệp',
  religion: 'Tôn giáo',
  custom: 'Sự kiện khác',
  marriage: 'Kết hôn',
  engagement: 'Đính hôn',
  divorce: 'Ly hôn',
};

/** What the value of an event of each type holds, shown under the field as an example. */
export const LIFE_EVENT_VALUE_HINTS: Partial<Record<LifeEventType, string>> = {
  degree: 'tú tài, cử nhân, tiến sĩ…',
  title: 'chức quan, tước, phẩm hàm…',
  occupation: 'làm ruộng, dạy học, buôn bán…',
  education: 'trường, bằng cấp…',
  military: 'đơn vị, cấp bậc…',
  religion: 'pháp danh…',
  custom: 'nội dung sự kiện…',
};
