export * from './camera.ts';
export * from './card-text.ts';
export * from './opening.ts';
export * from './spouse-links.ts';
export * from './tree-layout.ts';
export * from './viewport.ts';
