import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAddressBook, IconMail, IconMap2, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasContact, socialLinks, telHref } from '../../../components/ClanContact.ts';
import { newTabProps } from '../../../components/SiteLink.tsx';
import { SocialIcon } from '../../../components/SocialIcon.tsx';
import { usePageTitle, useSiteSetting } from '../../../lib/site-setting.ts';
import classes from './ContactPage.module.css';

/** `/contact`: how to reach the clan — address, phone, email, the map and its pages elsewhere. */
export function ContactPage() {
  usePageTitle('Liên hệ');
  const { setting, siteName } = useSiteSetting();
  const contact = setting?.contact;
  const social = socialLinks(setting);

  if (!contact || (!hasContact(contact) && social.length === 0)) {
    return (
      <Paper withBorder radius="md" p="xl" maw={640} mx="auto">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="clan">
            <IconAddressBook size={28} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            Dòng họ chưa cập nhật thông tin liên hệ
          </Text>
          <Text size="sm" c="dimmed">
            Ban quản trị sẽ sớm bổ sung địa chỉ, số điện thoại và email. Trong lúc chờ, mời bạn đọc tin tức
            của dòng họ.
          </Text>
          <Button component={Link} to="/blogs" variant="light" mt="xs">
            Xem tin tức
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="xl" maw={880} mx="auto">
      <Paper radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.card}>
        <Title order={2} className={classes.name}>
          {siteName}
        </Title>
        {setting?.slogan ? (
          <Text c="dimmed" mt={4}>
            {setting.slogan}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="lg">
          {contact.address ? (
            <ContactItem icon={<IconMapPin size={22} />} label="Địa chỉ">
              <Text size="lg">{contact.address}</Text>
            </ContactItem>
          ) : null}
          {contact.phone ? (
            <ContactItem icon={<IconPhone size={22} />} label="Điện thoại">
              <Anchor href={telHref(contact.phone)} size="lg" fw={600}>
                {contact.phone}
              </Anchor>
            </ContactItem>
          ) : null}
          {contact.email ? (
            <ContactItem icon={<IconMail size={22} />} label="Email">
              <Anchor
                href={`mailto:${contact.email}`}
                size="lg"
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {contact.email}
              </Anchor>
            </ContactItem>
          ) : null}
        </SimpleGrid>
        {contact.mapUrl ? (
          <Button
            component="a"
            href={contact.mapUrl}
            {...newTabProps(contact.mapUrl)}
            size="md"
            mt="xl"
            leftSection={<IconMap2 size={20} />}
          >
            Xem bản đồ
          </Button>
        ) : null}
      </Paper>

      {social.length > 0 ? (
        <section aria-labelledby="contact-social">
          <Title order={2} size="h3" id="contact-social" className={classes.name} mb="sm">
            Theo dõi dòng họ
          </Title>
          <Group gap="sm">
            {social.map((link) => (
              <Button
                key={link.key}
                component="a"
                href={link.url}
                {...newTabProps(link.url)}
                variant="default"
                size="md"
                leftSection={<SocialIcon network={link.key} />}
              >
                {link.label}
              </Button>
            ))}
          </Group>
        </section>
      ) : null}
    </Stack>
  );
}

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={44} radius="xl" variant="light" color="clan" style={{ flexShrink: 0 }}>
        {icon}
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}
