// The fonts the PDF embeds, as files Vite serves (hashed assets, fetched only when a PDF is made).

import regularUrl from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';

export interface ExportFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

async function fetchFont(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Không tải được phông chữ (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

let cached: Promise<ExportFonts> | null = null;

/** Noto Sans Regular and Bold, which have every Vietnamese letter. Fetched once per page load. */
export function loadNotoSans(): Promise<ExportFonts> {
  cached ??= Promise.all([fetchFont(regularUrl), fetchFont(boldUrl)]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
