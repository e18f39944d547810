// What other features may use of person links ("Me" in the tree, issue 23); the rest stays inside.

export { searchPublicPersons } from './api/searchPersons.ts';
export { claimedPersonId, IAmFields, type IAmValue, NO_ANSWER } from './components/IAmFields.tsx';
export { KinshipRegionCard } from './components/KinshipRegionCard.tsx';
export { MyKinshipCard } from './components/MyKinshipCard.tsx';
export { MyPersonCard } from './components/MyPersonCard.tsx';
export { PersonClaimsSection } from './components/PersonClaimsSection.tsx';
export { UserPersonCard } from './components/UserPersonCard.tsx';
export { type MyPersonView, useMyPerson } from './useMyPerson.ts';
