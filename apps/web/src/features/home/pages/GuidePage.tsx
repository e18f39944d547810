import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBinaryTree,
  IconBulb,
  IconHelpCircle,
  IconLogin2,
  IconNews,
  IconPhone,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { telHref } from '../../../components/ClanContact.ts';
import { usePageTitle, useSiteSetting } from '../../../lib/site-setting.ts';
import classes from './GuidePage.module.css';

interface GuideSection {
  id: string;
  title: string;
  icon: ReactNode;
  intro: string;
  steps: ReactNode[];
  tip?: ReactNode;
  action?: { label: string; to: string };
}

const MENU_HINT = 'trên điện thoại, bấm nút có ba gạch ngang ☰ ở góc trên bên trái để mở menu';

const SECTIONS: GuideSection[] = [
  {
    id: 'xem-gia-pha',
    title: 'Xem cây gia phả',
    icon: <IconBinaryTree size={26} />,
    intro: 'Cây gia phả cho thấy các đời trong dòng họ, từ cụ Thủy tổ đến con cháu hôm nay.',
    steps: [
      <>
        Bấm vào mục <b>Gia phả</b> trên thanh menu ({MENU_HINT}).
      </>,
      <>
        Nếu dòng họ có nhiều cây (cây chung và các chi, nhánh), bấm vào tên cây muốn xem. Trang{' '}
        <Anchor component={Link} to="/branch">
          Các chi, nhánh
        </Anchor>{' '}
        liệt kê đầy đủ các cây.
      </>,
      <>
        <b>Phóng to, thu nhỏ:</b> trên điện thoại, đặt hai ngón tay lên màn hình rồi kéo ra hoặc chụm lại;
        trên máy tính, lăn bánh xe chuột. Có thể bấm nút <b>+</b> và <b>−</b> ở góc màn hình.
      </>,
      <>
        <b>Di chuyển:</b> giữ một ngón tay (hoặc giữ chuột) trên cây rồi kéo sang bên cần xem.
      </>,
      <>
        <b>Tìm một người:</b> gõ tên vào ô <b>Tìm theo tên</b> phía trên cây rồi chọn người đó trong danh
        sách. Không cần gõ dấu: gõ “nguyen van duc” vẫn tìm được “Nguyễn Văn Đức”.
      </>,
      <>
        <b>Xem thông tin một người:</b> chạm (hoặc bấm) vào ô tên của người đó. Bảng thông tin hiện ra với năm
        sinh, ngày mất, ngày giỗ và tiểu sử. Bấm dấu × để đóng bảng.
      </>,
    ],
    tip: 'Bấm nút “Vừa màn hình” ở góc cây để nhìn lại toàn bộ cây khi bị lạc.',
    action: { label: 'Mở cây gia phả', to: '/family-tree' },
  },
  {
    id: 'doc-tin-tuc',
    title: 'Đọc tin tức của dòng họ',
    icon: <IconNews size={26} />,
    intro: 'Thông báo ngày giỗ, họp họ, việc tu bổ nhà thờ và chuyện của con cháu được đăng ở mục Tin tức.',
    steps: [
      <>
        Bấm vào mục <b>Tin tức</b> trên thanh menu.
      </>,
      <>Chọn một chuyên mục ở hàng nút phía trên để chỉ xem bài của chuyên mục đó, hoặc chọn “Tất cả”.</>,
      <>
        Muốn tìm một bài, gõ vài chữ vào ô <b>Tìm bài viết</b> (không cần gõ dấu).
      </>,
      <>Bấm vào một bài để đọc. Đọc xong, bấm “Tất cả tin tức” để quay lại danh sách.</>,
    ],
    tip: 'Chữ nhỏ quá? Trên điện thoại dùng hai ngón tay để phóng to; trên máy tính nhấn giữ phím Ctrl rồi bấm phím +.',
    action: { label: 'Đọc tin tức', to: '/blogs' },
  },
  {
    id: 'dang-ky',
    title: 'Đăng ký làm thành viên',
    icon: <IconUserPlus size={26} />,
    intro: 'Thành viên được xem thêm thông tin của dòng họ và cùng góp sức giữ gìn gia phả.',
    steps: [
      <>
        Bấm nút <b>Đăng nhập</b> ở góc trên bên phải, rồi bấm <b>Đăng ký thành viên</b>.
      </>,
      <>Điền họ và tên, tên đăng nhập, email và mật khẩu (gõ mật khẩu hai lần cho chắc chắn).</>,
      <>
        Bấm <b>Gửi đăng ký</b>.
      </>,
      <>Mở hộp thư email, tìm thư của trang gia phả và bấm vào liên kết trong thư để xác thực email.</>,
      <>
        <b>Chờ ban quản trị duyệt.</b> Khi ban quản trị dòng họ duyệt xong, bạn đăng nhập được. Nếu chờ lâu,
        hãy gọi cho ban quản trị (xem phần cuối trang này).
      </>,
    ],
    action: { label: 'Đăng ký thành viên', to: '/auth/register-member' },
  },
  {
    id: 'dang-nhap',
    title: 'Đăng nhập',
    icon: <IconLogin2 size={26} />,
    intro: 'Sau khi được duyệt, bạn đăng nhập bằng tên đăng nhập và mật khẩu đã đặt.',
    steps: [
      <>
        Bấm nút <b>Đăng nhập</b> ở góc trên bên phải.
      </>,
      <>Gõ tên đăng nhập và mật khẩu.</>,
      <>
        Bấm nút <b>Đăng nhập</b> bên dưới. Tên của bạn sẽ hiện ở góc trên bên phải.
      </>,
      <>
        Quên mật khẩu? Bấm <b>Quên mật khẩu?</b>, gõ email đã đăng ký; trang sẽ gửi thư để bạn đặt mật khẩu
        mới.
      </>,
      <>Dùng máy của người khác thì nhớ đăng xuất: bấm vào tên của bạn ở góc trên, chọn “Đăng xuất”.</>,
    ],
    action: { label: 'Đăng nhập', to: '/auth/login' },
  },
];

/** `/guide`: how to use the site, in plain words and numbered steps, for the clan's elders. */
export function GuidePage() {
  usePageTitle('Hướng dẫn sử dụng');
  const { setting } = useSiteSetting();
  const phone = setting?.contact.phone ?? null;
  return (
    <Stack gap={40} className={classes.guide}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} className={classes.contents}>
        <Text fw={700} size="lg" mb="xs">
          Trang này có các phần:
        </Text>
        <List type="ordered" size="lg" spacing={6}>
          {SECTIONS.map((section) => (
            <List.Item key={section.id}>
              <Anchor href={`#${section.id}`}>{section.title}</Anchor>
            </List.Item>
          ))}
          <List.Item>
            <Anchor href="#can-giup-do">Cần giúp đỡ?</Anchor>
          </List.Item>
        </List>
      </Paper>

      {SECTIONS.map((section) => (
        <GuidePart key={section.id} id={section.id} icon={section.icon} title={section.title}>
          <Text className={classes.text} mb="md">
            {section.intro}
          </Text>
          <ol className={classes.steps}>
            {section.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
              <li key={index} className={classes.step}>
                {step}
              </li>
            ))}
          </ol>
          {section.tip ? (
            <Alert
              color="gold"
              variant="light"
              icon={<IconBulb size={22} />}
              mt="md"
              className={classes.text}
            >
              {section.tip}
            </Alert>
          ) : null}
          {section.action ? (
            <Button component={Link} to={section.action.to} size="lg" mt="md">
              {section.action.label}
            </Button>
          ) : null}
        </GuidePart>
      ))}

      <GuidePart id="can-giup-do" icon={<IconHelpCircle size={26} />} title="Cần giúp đỡ?">
        <Text className={classes.text} mb="md">
          Nếu có chỗ chưa rõ, thông tin trong gia phả chưa đúng, hoặc chờ duyệt tài khoản đã lâu, xin hãy liên
          hệ ban quản trị trang gia phả của dòng họ. Con cháu trong nhà cũng có thể giúp ông bà, cha mẹ làm
          theo các bước trên.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: phone ? 2 : 1 }} maw={560}>
          {phone ? (
            <Button
              component="a"
              href={telHref(phone)}
              size="lg"
              leftSection={<IconPhone size={20} />}
              aria-label={`Gọi ${phone}`}
            >
              Gọi {phone}
            </Button>
          ) : null}
          <Button component={Link} to="/contact" size="lg" variant="light">
            Xem thông tin liên hệ
          </Button>
        </SimpleGrid>
      </GuidePart>
    </Stack>
  );
}

/** One part of the guide, reachable from the contents by its id: an icon beside its h2, then the text. */
function GuidePart({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={classes.part}>
      <Group gap="sm" wrap="nowrap" mb="sm">
        <ThemeIcon size={48} radius="xl" color="clan" variant="light" className={classes.icon}>
          {icon}
        </ThemeIcon>
        <Title order={2} id={`${id}-title`} className={classes.title}>
          {title}
        </Title>
      </Group>
      {children}
    </section>
  );
}
