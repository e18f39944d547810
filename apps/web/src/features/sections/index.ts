// What other features may use of home-page sections; everything else stays inside features/sections.
export { PUBLIC_SECTIONS_FALLBACK, usePublicSections } from './api/publicSections.ts';
export { SectionEditor } from './components/SectionEditor.tsx';
