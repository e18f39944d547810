// What other features may use of graves; everything else stays inside features/graves.
export { GraveFacts, GravePhotoStrip } from './components/GraveDetails.tsx';
export { PersonGravesSection, type PersonGravesSectionProps } from './components/PersonGravesSection.tsx';
export { PublicPersonGraves } from './components/PublicPersonGraves.tsx';
