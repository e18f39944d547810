import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ExportFonts } from './fonts.ts';

const require = createRequire(import.meta.url);
const fontFile = (file: string) =>
  new Uint8Array(readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${file}`)));

/** The Noto Sans files the PDF embeds, read from the package (tests have no Vite to serve them). */
export const fonts: ExportFonts = {
  regular: fontFile('400Regular/NotoSans_400Regular.ttf'),
  bold: fontFile('700Bold/NotoSans_700Bold.ttf'),
};

/** `renderTreePdf`'s font loader, handing back the files above. */
export const loadFonts = async () => fonts;
