// What the app and other features may use of uploads; everything else stays inside features/uploads.
export { uploadImage } from './api/uploadImage.ts';
