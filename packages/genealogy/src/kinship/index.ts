// Kinship (xưng hô): terms along a path, finding the path on a tree, and describing it in words.
export * from './answer.ts';
export * from './describe.ts';
export {
  buildKinshipGraphIndex,
  type KinshipFamily,
  type KinshipGraph,
  type KinshipGraphIndex,
  type KinshipPerson,
} from './graph.ts';
export { normalizePath, reversePath } from './path.ts';
export * from './relationship.ts';
export * from './relationship-terms.ts';
export * from './terms.ts';
