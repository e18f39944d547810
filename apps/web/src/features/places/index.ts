// What other features may use of places; everything else stays inside features/places.
export {
  CoordinateFields,
  type CoordinateFieldsProps,
  type CoordinateForm,
} from './components/CoordinateFields.tsx';
export { PlaceField, type PlaceFieldProps } from './components/PlaceField.tsx';
export { PlaceMapLinks, type PlaceMapLinksProps } from './components/PlaceMapLinks.tsx';
export { coordinateText, coordinateValue, formatCoordinate, readCoordinate } from './coordinates.ts';
export { formatPlace, toPlaceRef } from './format.ts';
