// The poster as a PNG: the SVG drawn onto a canvas by the browser. Canvases have limits (Chrome and
// Firefox refuse sides over 32,767 px or about 268 million pixels, Safari less), so the export keeps
// well inside them and says so when a tree is too big for a picture at the chosen scale.

/** Longest side of the PNG, in pixels. */
export const PNG_MAX_SIDE = 16_384;
/** Most pixels in the PNG (16,384 × 16,384). */
export const PNG_MAX_PIXELS = 268_435_456;

export interface PngSize {
  width: number;
  height: number;
}

/** Width and height of the root `<svg>` element (the poster's size in layout pixels). */
export function svgSize(svg: string): PngSize {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  if (!(width > 0) || !(height > 0)) throw new Error('Tệp SVG không có kích thước.');
  return { width, height };
}

export function pngSize(size: PngSize, scale: number): PngSize {
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

const formatPx = (n: number) => new Intl.NumberFormat('vi-VN').format(n);

/** Null when a PNG of this size can be made; otherwise the message that says why not. */
export function pngSizeProblem(size: PngSize): string | null {
  if (
    size.width <= PNG_MAX_SIDE &&
    size.height <= PNG_MAX_SIDE &&
    size.width * size.height <= PNG_MAX_PIXELS
  ) {
    return null;
  }
  return `Cây quá lớn để xuất PNG ở tỉ lệ này (${formatPx(size.width)} × ${formatPx(size.height)} điểm ảnh; tối đa ${formatPx(PNG_MAX_SIDE)} điểm ảnh mỗi cạnh). Hãy chọn tỉ lệ nhỏ hơn, xuất một nhánh, hoặc xuất PDF (không giới hạn kích thước).`;
}

/** The largest scale (of `choices`) at which a PNG of the poster can be made, or null. */
export function largestPngScale(size: PngSize, choices: readonly number[]): number | null {
  const fitting = choices.filter((s) => pngSizeProblem(pngSize(size, s)) === null);
  return fitting.length > 0 ? Math.max(...fitting) : null;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Trình duyệt không vẽ được ảnh SVG của cây.'));
    image.src = url;
  });
}

/**
 * Rasterises a poster SVG (from `renderTreeSvg`, best with the fonts embedded) at `scale` pixels per
 * layout pixel. Browser only. Rejects with a Vietnamese message when the picture would be too big.
 */
export async function renderTreePng(svg: string, scale: number): Promise<Blob> {
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error('Tỉ lệ ảnh không hợp lệ.');
  const size = pngSize(svgSize(svg), scale);
  const problem = pngSizeProblem(size);
  if (problem) throw new Error(problem);

  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context)
      throw new Error('Trình duyệt không tạo được ảnh cỡ này. Hãy chọn tỉ lệ nhỏ hơn hoặc xuất PDF.');
    context.drawImage(image, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((blob) => {
        if (blob) resolve(blob);
        else
          reject(
            new Error('Trình duyệt không tạo được ảnh PNG cỡ này. Hãy chọn tỉ lệ nhỏ hơn hoặc xuất PDF.'),
          );
      }, 'image/png');
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
