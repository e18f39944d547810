/** Copy used only by the authentication screens (texts the API also uses live in MESSAGES). */
export const AUTH_TEXT = {
  loginSuccess: 'Đăng nhập thành công',
  passwordMismatch: 'Mật khẩu nhập lại không khớp',
  confirmPasswordRequired: 'Vui lòng nhập lại mật khẩu',
  domainAvailable: 'Tên miền có thể sử dụng',
  domainTakenHint: 'Hãy thêm tên làng hoặc tên chi, ví dụ ho-nguyen-phu-xuan',
  usernameAvailable: 'Tên đăng nhập có thể sử dụng',
  emailAvailable: 'Email có thể sử dụng',
  checking: 'Đang kiểm tra…',
  noClanTitle: 'Trang này chưa thuộc dòng họ nào',
  noClanBody:
    'Hãy mở đúng địa chỉ trang của dòng họ bạn muốn tham gia, hoặc đăng ký một dòng họ mới cho gia đình mình.',
  verifyEmailFailed: 'Xác thực email không thành công',
} as const;
