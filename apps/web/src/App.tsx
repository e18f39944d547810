/** Placeholder shown until the real web app lands: static, no API calls. */
export function App() {
  return (
    <main className="page">
      <section className="card" aria-labelledby="product-name">
        <TreeMark />
        <h1 id="product-name">Gia phả dòng họ</h1>
        <p className="tagline">Nền tảng gia phả cho mọi dòng họ</p>
        <p className="notice" role="status">
          <span className="notice-dot" aria-hidden="true" />
          Trang web đang được xây dựng
        </p>
        <p className="details">
          Lưu giữ cây gia phả, thông tin các thế hệ, ngày giỗ và tin tức của dòng họ — ở một nơi, cho con cháu
          muôn đời.
        </p>
      </section>
      <footer className="footer">© {new Date().getFullYear()} Gia phả dòng họ</footer>
    </main>
  );
}

function TreeMark() {
  return (
    <svg className="mark" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#8a1c1c" />
      <g fill="none" stroke="#f2c14e" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M32 50V30M32 30l-12-9M32 30l12-9M20 21v-5M44 21v-5M32 30V15" />
        <path d="M24 50h16" />
      </g>
      <g fill="#f2c14e">
        <circle cx="20" cy="14" r="4" />
        <circle cx="32" cy="12" r="4" />
        <circle cx="44" cy="14" r="4" />
      </g>
    </svg>
  );
}
