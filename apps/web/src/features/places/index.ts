// What other features may use of places; everything else stays inside features/places.
export { PlaceMapLinks, type PlaceMapLinksProps } from './components/PlaceMapLinks.tsx';
export { PlacePicker, type PlacePickerProps } from './components/PlacePicker.tsx';
export { formatPlace, toPlaceRef } from './format.ts';
