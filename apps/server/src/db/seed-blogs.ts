import { createBlogBody, createCategoryBody } from '@giapha/contract';
import { insertBlog } from '../modules/blogs/blogs.service.ts';
import { insertCategory } from '../modules/categories/categories.service.ts';
import type { DbOrTx } from './client.ts';

const DAY_MS = 86_400_000;

const CATEGORIES = [
  {
    key: 'news',
    name: 'Tin dòng họ',
    description: 'Tin tức, thông báo và hoạt động chung của dòng họ.',
  },
  {
    key: 'rites',
    name: 'Giỗ chạp – Lễ tết',
    description: 'Lịch giỗ chạp, lễ Tết và những điều cần biết khi sửa soạn lễ cúng.',
  },
  {
    key: 'examples',
    name: 'Gương sáng con cháu',
    description: 'Những tấm gương học giỏi, sống đẹp của con cháu trong họ.',
  },
] as const;

type CategoryKey = (typeof CATEGORIES)[number]['key'];

interface DemoPost {
  title: string;
  summary: string;
  category: CategoryKey;
  content: string;
  /** Days from now: negative is in the past; null keeps a draft undated. */
  publishedInDays: number | null;
  status: 'draft' | 'published';
}

const POSTS: DemoPost[] = [
  {
    title: 'Thông báo lễ Giỗ Tổ dòng họ năm Bính Ngọ',
    summary:
      'Ban liên lạc kính báo lịch lễ Giỗ Tổ vào mùng 10 tháng Ba âm lịch, chương trình buổi lễ và việc đóng góp công đức.',
    category: 'rites',
    status: 'published',
    publishedInDays: -3,
    content: `
<p>Kính gửi toàn thể bà con con cháu họ Nguyễn gần xa,</p>
<p>Theo lệ của dòng họ, lễ <strong>Giỗ Tổ</strong> được cử hành vào <strong>mùng 10 tháng Ba âm lịch</strong>
tại nhà thờ họ. Năm Bính Ngọ này, Ban liên lạc dòng họ kính mời các gia đình thu xếp công việc về dự lễ,
dâng hương tưởng nhớ công đức cụ Thủy tổ và các bậc tiền nhân.</p>
<h2>Chương trình buổi lễ</h2>
<ol>
  <li>7 giờ 30: đón tiếp bà con, các chi ghi danh và nhận phù hiệu.</li>
  <li>8 giờ 30: lễ dâng hương tại nhà thờ họ, đọc văn tế Tổ.</li>
  <li>9 giờ 30: ôn lại lược sử dòng họ, báo cáo thu chi và việc trùng tu.</li>
  <li>10 giờ 30: khen thưởng con cháu học giỏi, mừng thọ các cụ tròn 70, 80, 90 tuổi.</li>
  <li>11 giờ 30: thụ lộc, họ hàng gặp mặt.</li>
</ol>
<h2>Đóng góp công đức</h2>
<p>Mỗi suất đinh đóng góp theo mức Hội đồng gia tộc đã thống nhất; các gia đình hảo tâm có thể công đức thêm
để tu bổ phần mộ và quỹ khuyến học. Danh sách đóng góp sẽ được niêm yết công khai tại nhà thờ và trên trang này.</p>
<h3>Lưu ý khi về dự lễ</h3>
<ul>
  <li>Trang phục lịch sự; các cụ cao tuổi xin báo trước để con cháu bố trí xe đón.</li>
  <li>Các chi cử người trực bếp và giữ trật tự theo phân công.</li>
  <li>Con cháu ở xa có thể xem lại <a href="/family-tree">cây gia phả</a> để nhận họ hàng trước khi về.</li>
</ul>
<blockquote>Uống nước nhớ nguồn — mỗi nén hương dâng lên là lòng biết ơn của con cháu với tổ tiên.</blockquote>
<p>Mọi thắc mắc xin liên hệ Ban liên lạc dòng họ qua trang <a href="/contact">Liên hệ</a>.</p>`,
  },
  {
    title: 'Họp mặt đầu xuân: con cháu bốn phương về quê',
    summary:
      'Hơn ba trăm con cháu từ Hà Nội, Sài Gòn và cả nước ngoài đã về nhà thờ họ trong buổi họp mặt đầu xuân ấm cúng.',
    category: 'news',
    status: 'published',
    publishedInDays: -45,
    content: `
<p>Sáng mùng 6 Tết, sân nhà thờ họ rộn ràng tiếng cười nói. Hơn <strong>ba trăm con cháu</strong> từ các chi
đã về dự buổi họp mặt đầu xuân, trong đó có nhiều gia đình lần đầu đưa con nhỏ về thăm quê cha đất tổ.</p>
<h2>Những hoạt động chính</h2>
<ul>
  <li>Dâng hương đầu năm, cầu chúc một năm mới an khang cho cả dòng họ.</li>
  <li>Các cụ cao niên kể chuyện xưa về cụ Thủy tổ và thời lập làng.</li>
  <li>Trao quà mừng tuổi cho các cháu nhỏ và quà Tết cho các gia đình khó khăn.</li>
</ul>
<h3>Gặp lại người thân sau nhiều năm</h3>
<p>Nhiều bà con xúc động khi tìm được họ hàng nhờ tra cứu trên cây gia phả số. Anh Nguyễn Văn Bình (chi Hai)
chia sẻ: sau gần hai mươi năm xa quê, anh đã tìm lại được người chú họ ngay trong buổi gặp mặt.</p>
<blockquote>Đi đâu rồi cũng nhớ về, nhớ mái nhà thờ, nhớ cây đa đầu làng.</blockquote>
<p>Ban liên lạc cảm ơn các gia đình đã đóng góp công sức và hẹn gặp lại bà con vào dịp Giỗ Tổ.</p>`,
  },
  {
    title: 'Trùng tu nhà thờ họ: hoàn thành giai đoạn một',
    summary:
      'Phần mái và hệ cột gỗ lim của nhà thờ họ đã được tu bổ xong; giai đoạn hai sẽ làm lại sân và cổng tam quan.',
    category: 'news',
    status: 'published',
    publishedInDays: -20,
    content: `
<p>Sau bốn tháng thi công, <strong>giai đoạn một</strong> của công trình trùng tu nhà thờ họ đã hoàn thành đúng
hẹn. Toàn bộ mái ngói được lợp lại bằng ngói mũi hài, các cột gỗ lim được gia cố mà vẫn giữ nguyên dáng cũ.</p>
<h2>Những hạng mục đã xong</h2>
<ul>
  <li>Thay ngói, sửa hệ vì kèo và chống dột toàn bộ mái.</li>
  <li>Tu bổ bốn cột cái, sơn son thếp vàng lại bức hoành phi.</li>
  <li>Lắp hệ thống điện an toàn và đèn chiếu sáng gian thờ.</li>
</ul>
<h2>Kế hoạch giai đoạn hai</h2>
<p>Giai đoạn hai dự kiến khởi công sau lễ Giỗ Tổ, gồm lát lại sân gạch, xây cổng tam quan và trồng thêm cây
xanh. Hội đồng gia tộc mong tiếp tục nhận được sự chung tay của bà con.</p>
<h3>Công khai thu chi</h3>
<p>Bảng kê chi tiết các khoản đóng góp và chi phí được dán tại nhà thờ; bà con có thể xem thêm hướng dẫn
tra cứu trên trang <a href="/guide">Hướng dẫn</a>.</p>
<blockquote>Nhà thờ là nơi giữ hồn cốt dòng họ, tu bổ nhà thờ là việc của mọi người con.</blockquote>`,
  },
  {
    title: 'Quỹ khuyến học trao 45 suất học bổng cho con cháu',
    summary:
      'Quỹ khuyến học dòng họ năm nay trao 45 suất học bổng cho các cháu học giỏi và vượt khó, tổng giá trị hơn 60 triệu đồng.',
    category: 'examples',
    status: 'published',
    publishedInDays: -60,
    content: `
<p>Tiếp nối truyền thống hiếu học, <strong>Quỹ khuyến học</strong> dòng họ đã trao 45 suất học bổng cho các cháu
từ tiểu học đến đại học. Tổng giá trị học bổng năm nay hơn 60 triệu đồng, do con cháu trong và ngoài nước đóng góp.</p>
<h2>Các loại học bổng</h2>
<ol>
  <li>Học bổng <em>Thủ khoa</em>: dành cho các cháu đỗ thủ khoa hoặc đạt giải quốc gia.</li>
  <li>Học bổng <em>Học giỏi</em>: các cháu đạt danh hiệu học sinh giỏi cả năm.</li>
  <li>Học bổng <em>Vượt khó</em>: các cháu có hoàn cảnh khó khăn mà vẫn chăm ngoan, học tốt.</li>
</ol>
<h3>Lời nhắn gửi của Hội đồng gia tộc</h3>
<p>Cụ trưởng họ nhắc các cháu rằng phần thưởng không lớn, nhưng là tấm lòng của cả dòng họ gửi gắm vào thế hệ sau.</p>
<blockquote>Muốn sang thì bắc cầu kiều, muốn con hay chữ thì yêu lấy thầy.</blockquote>
<p>Các gia đình muốn đóng góp cho Quỹ xin liên hệ Ban liên lạc qua trang <a href="/contact">Liên hệ</a>.</p>`,
  },
  {
    title: 'Gương sáng: cháu Nguyễn Minh Khang đỗ thủ khoa đại học',
    summary:
      'Cháu Nguyễn Minh Khang, đời thứ mười hai chi Ba, đỗ thủ khoa khối A với 29,5 điểm và được dòng họ khen thưởng.',
    category: 'examples',
    status: 'published',
    publishedInDays: -12,
    content: `
<p>Cháu <strong>Nguyễn Minh Khang</strong>, con anh Nguyễn Đức Minh và chị Trần Thị Lan (chi Ba), đã đỗ thủ khoa
khối A kỳ thi tuyển sinh đại học năm nay với tổng điểm 29,5.</p>
<h2>Con đường học tập</h2>
<p>Gia đình Khang không khá giả; bố làm thợ mộc, mẹ bán hàng ở chợ xã. Khang tự học là chính, mượn sách của anh
chị trong họ và thường học nhóm cùng các bạn trong xóm.</p>
<h3>Bí quyết của Khang</h3>
<ul>
  <li>Học đều mỗi ngày, không dồn đến sát kỳ thi.</li>
  <li>Làm lại các đề cũ và ghi chép những lỗi hay gặp.</li>
  <li>Ngủ đủ giấc và giúp bố mẹ việc nhà sau giờ học.</li>
</ul>
<blockquote>Cháu chỉ mong sau này học xong về giúp quê, như các ông các chú trong họ vẫn dặn.</blockquote>
<p>Dòng họ đã trao học bổng Thủ khoa và ghi tên Khang vào sổ vàng khuyến học tại nhà thờ.</p>`,
  },
  {
    title: 'Lịch giỗ chạp trong năm và cách sửa soạn mâm lễ',
    summary:
      'Những ngày giỗ chung của dòng họ trong năm và vài lời khuyên của các cụ khi sửa soạn mâm lễ cho chu đáo, đúng lệ.',
    category: 'rites',
    status: 'published',
    publishedInDays: -90,
    content: `
<p>Để con cháu ở xa tiện thu xếp, Ban liên lạc tổng hợp <strong>các ngày giỗ chung</strong> của dòng họ (theo âm lịch).</p>
<h2>Các ngày giỗ chung</h2>
<ul>
  <li>Mùng 10 tháng Ba: Giỗ Tổ, tại nhà thờ họ.</li>
  <li>Rằm tháng Bảy: lễ Vu lan, tưởng nhớ các cụ đã khuất.</li>
  <li>Mùng 2 tháng Chạp: giỗ cụ Tổ bà, tại nhà thờ chi Trưởng.</li>
</ul>
<h2>Sửa soạn mâm lễ</h2>
<h3>Lễ chay</h3>
<p>Hương, hoa, đèn nến, trầu cau, rượu và hoa quả theo mùa; chọn hoa tươi, tránh hoa giả.</p>
<h3>Lễ mặn</h3>
<p>Xôi, gà luộc, canh măng, nem rán và các món quê nhà; quan trọng là tấm lòng, không cần bày biện cầu kỳ.</p>
<blockquote>Lễ bạc lòng thành — tổ tiên chứng giám lòng thành của con cháu.</blockquote>
<p>Ngày giỗ của từng cụ có thể tra trên <a href="/family-tree">cây gia phả</a>: mỗi người đã mất đều ghi ngày mất âm lịch.</p>`,
  },
  {
    title: 'Chuẩn bị lễ Thanh minh và tảo mộ chung của dòng họ',
    summary: 'Lịch tảo mộ chung, phân công các chi và những điều cần mang theo khi đi tảo mộ dịp Thanh minh.',
    category: 'rites',
    status: 'published',
    publishedInDays: 30,
    content: `
<p>Tiết <strong>Thanh minh</strong> sắp đến, dòng họ tổ chức tảo mộ chung tại khu lăng mộ tổ ở cánh đồng Đông.</p>
<h2>Phân công các chi</h2>
<ol>
  <li>Chi Trưởng: phát quang, sửa sang lăng mộ cụ Thủy tổ.</li>
  <li>Chi Hai và chi Ba: đắp lại các ngôi mộ đời thứ hai đến đời thứ năm.</li>
  <li>Thanh niên các chi: chuẩn bị nước, dụng cụ và đón các cụ cao tuổi.</li>
</ol>
<h3>Cần mang theo</h3>
<ul>
  <li>Cuốc, xẻng, dao phát và bao đựng rác.</li>
  <li>Hương, hoa, vàng mã vừa phải; không đốt nhiều để giữ an toàn.</li>
</ul>
<blockquote>Sống có nhà, thác có mồ — chăm sóc mồ mả tổ tiên là đạo của con cháu.</blockquote>`,
  },
  {
    title: 'Kế hoạch biên soạn lại cuốn gia phả (bản nháp)',
    summary:
      'Dự thảo kế hoạch thu thập tư liệu, đối chiếu các bản gia phả chép tay và in lại gia phả họ Nguyễn.',
    category: 'news',
    status: 'draft',
    publishedInDays: null,
    content: `
<p>Bản nháp để Hội đồng gia tộc góp ý trước khi công bố.</p>
<h2>Các bước dự kiến</h2>
<ol>
  <li>Thu thập các bản gia phả chép tay đang giữ ở các chi.</li>
  <li>Đối chiếu, thống nhất tên húy, ngày giỗ và thứ bậc các đời.</li>
  <li>Nhập vào gia phả số để con cháu cùng rà soát.</li>
  <li>In lại bản gia phả mới và trao cho trưởng các chi.</li>
</ol>
<h3>Cần bà con giúp</h3>
<p>Gia đình nào còn giữ giấy tờ cũ, ảnh thờ hoặc văn bia xin báo với Ban liên lạc.</p>
<blockquote>Gia phả là sợi chỉ nối các đời — thiếu một nút là đứt một đoạn.</blockquote>`,
  },
];

/**
 * The demo clan's news: three categories and eight posts (six published in the past, one scheduled a
 * month ahead, one draft), written through the same rules as the API (slugs from the titles, content
 * sanitized, search text folded). For a clan that has none yet. Returns the category ids in order.
 */
export async function seedDemoBlogs(
  db: DbOrTx,
  clanId: string,
  authorId: string,
): Promise<{ categoryIds: string[] }> {
  const categoryIds: string[] = [];
  const idOf = new Map<CategoryKey, string>();
  for (const category of CATEGORIES) {
    // Through the contract's schemas, as an admin's request would be.
    const input = createCategoryBody.parse({ name: category.name, description: category.description });
    const row = await insertCategory(db, clanId, input);
    categoryIds.push(row.id);
    idOf.set(category.key, row.id);
  }
  const now = Date.now();
  for (const post of POSTS) {
    const publishedAt =
      post.publishedInDays === null ? null : new Date(now + post.publishedInDays * DAY_MS).toISOString();
    const input = createBlogBody.parse({
      title: post.title,
      summary: post.summary,
      content: post.content.trim(),
      categoryId: idOf.get(post.category) ?? null,
      status: post.status,
      publishedAt,
    });
    await insertBlog(db, clanId, authorId, input);
  }
  return { categoryIds };
}
