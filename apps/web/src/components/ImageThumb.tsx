import { uploadVariantUrl } from '@giapha/contract';
import { Box } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** A small picture in a list (an album's cover, a source's scanned page), or a photo icon without one. */
export function ImageThumb({ image, w, h }: { image: string | null; w: number; h: number }) {
  return (
    <Box
      w={w}
      h={h}
      bg="gray.1"
      style={{ borderRadius: 6, overflow: 'hidden', display: 'grid', placeItems: 'center', flexShrink: 0 }}
    >
      {image ? (
        <img
          src={uploadVariantUrl(image, 'thumb')}
          alt=""
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <IconPhoto size={22} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
      )}
    </Box>
  );
}
