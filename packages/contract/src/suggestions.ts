import { z } from 'zod';

// Members' suggestions (issue 24): a change proposed by a member who cannot edit, reviewed by an admin
// or the head of the branch it touches.

export const suggestionKinds = [
  'editPerson',
  'addSpouse',
  'addChild',
  'addPhoto',
  'addSource',
  'duplicate',
] as const;
export const suggestionKindSchema = z.enum(suggestionKinds);
export type SuggestionKind = z.infer<typeof suggestionKindSchema>;

export const suggestionStatuses = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export const suggestionStatusSchema = z.enum(suggestionStatuses);
export type SuggestionStatus = z.infer<typeof suggestionStatusSchema>;
