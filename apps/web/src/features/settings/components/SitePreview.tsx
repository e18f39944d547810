import { DEFAULT_PRIMARY_COLOR, isMediaUrl } from '@giapha/contract';
import {
  Avatar,
  BackgroundImage,
  Box,
  Button,
  Group,
  isLightColor,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMapPin, IconPhone, IconPhoto } from '@tabler/icons-react';

export interface SitePreviewProps {
  siteName: string;
  slogan: string;
  logo: string;
  favicon: string;
  banner: string;
  primaryColor: string;
  address: string;
  phone: string;
  footerText: string;
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** An image address the browser may load; anything else is not tried (it would only 404). */
function imageSource(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed && isMediaUrl(trimmed) ? trimmed : undefined;
}

/** The colour being typed, once it is a whole #RRGGBB; until then the clan's red. */
export function previewColor(value: string): string {
  const trimmed = value.trim();
  return HEX_COLOR.test(trimmed) ? trimmed.toLowerCase() : DEFAULT_PRIMARY_COLOR;
}

function initials(name: string): string {
  return (
    name
      .trim()
      .split(/\s+/)
      .filter((word) => /\p{L}/u.test(word[0] ?? ''))
      .slice(-2)
      .map((word) => word[0]?.toUpperCase())
      .join('') || 'GP'
  );
}

/**
 * A miniature of the clan's site as the form stands, before saving: the browser tab with the page icon
 * at 16 and 32 px, the header in the chosen colour, the banner with the slogan, buttons, the footer.
 */
export function SitePreview(props: SitePreviewProps) {
  const color = previewColor(props.primaryColor);
  const onColor = isLightColor(color) ? 'var(--mantine-color-black)' : 'var(--mantine-color-white)';
  const siteName = props.siteName.trim() || 'Tên trang dòng họ';
  const logo = imageSource(props.logo);
  const favicon = imageSource(props.favicon) ?? '/favicon.ico';
  const banner = imageSource(props.banner);

  return (
    <Stack gap="xs" component="section" aria-label="Xem trước trang">
      <Text size="sm" fw={600}>
        Xem trước
      </Text>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {/* The browser tab: the page icon at its real size. */}
        <Group gap={6} px="xs" py={6} bg="var(--mantine-color-gray-1)" wrap="nowrap">
          <Avatar src={favicon} size={16} radius={2} alt="Biểu tượng trang 16 px" data-testid="favicon-16">
            <IconPhoto size={10} />
          </Avatar>
          <Text size="xs" truncate style={{ minWidth: 0 }}>
            {siteName}
          </Text>
        </Group>
        <Box data-testid="preview-header" px="sm" py={8} style={{ backgroundColor: color, color: onColor }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={logo} size={32} radius="xl" alt="Biểu trưng" color="gray" variant="white">
              {initials(siteName)}
            </Avatar>
            <Text
              fw={700}
              size="sm"
              lh={1.2}
              style={{ fontFamily: 'Georgia, "Times New Roman", serif', minWidth: 0 }}
              lineClamp={2}
            >
              {siteName}
            </Text>
          </Group>
        </Box>
        <Box pos="relative" style={{ backgroundColor: color }}>
          <BackgroundImage src={banner ?? ''} mih={120}>
            <Stack
              gap={6}
              p="md"
              mih={120}
              justify="center"
              style={{ background: 'linear-gradient(180deg, rgb(0 0 0 / 0.15), rgb(0 0 0 / 0.55))' }}
            >
              <Title
                order={3}
                size="h4"
                c="white"
                style={{ fontFamily: 'Georgia, "Times New Roman", serif' }}
                lineClamp={2}
              >
                {siteName}
              </Title>
              {props.slogan.trim() ? (
                <Text size="sm" c="white" lineClamp={2} data-testid="preview-slogan">
                  {props.slogan.trim()}
                </Text>
              ) : null}
            </Stack>
          </BackgroundImage>
        </Box>
        <Group gap="xs" p="sm" wrap="wrap">
          <Button size="xs" color={color} autoContrast tabIndex={-1} data-testid="preview-button">
            Xem cây gia phả
          </Button>
          <Button size="xs" variant="outline" color={color} tabIndex={-1}>
            Tin tức
          </Button>
        </Group>
        <Stack gap={4} px="sm" py="xs" bg="var(--mantine-color-gray-0)">
          {props.address.trim() ? (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={12} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="xs" truncate>
                {props.address.trim()}
              </Text>
            </Group>
          ) : null}
          {props.phone.trim() ? (
            <Group gap={4} wrap="nowrap">
              <IconPhone size={12} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="xs">{props.phone.trim()}</Text>
            </Group>
          ) : null}
          <Text size="xs" c="dimmed" lineClamp={2}>
            {props.footerText.trim() || `© ${siteName}`}
          </Text>
        </Stack>
      </Paper>
      <Group gap="sm" align="center">
        <Text size="xs" c="dimmed">
          Biểu tượng trang:
        </Text>
        <Avatar src={favicon} size={16} radius={2} alt="Biểu tượng trang cỡ 16 px">
          <IconPhoto size={10} />
        </Avatar>
        <Avatar src={favicon} size={32} radius={4} alt="Biểu tượng trang cỡ 32 px" data-testid="favicon-32">
          <IconPhoto size={18} />
        </Avatar>
      </Group>
    </Stack>
  );
}
