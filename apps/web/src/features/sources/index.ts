// The sources feature's public face: the person page shows and edits a person's evidence with it.
export { PersonEvidenceSection } from './components/PersonEvidenceSection.tsx';
