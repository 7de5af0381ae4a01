import type { CatalogueTopic } from '../CatalogueTopic'

/** The titles strings in Arabic; the English file names their use. */
export const titles = {
  Connect: 'ربط المحفظة',
  EmailLogin: 'الدخول بالبريد الإلكتروني',
  AllWallets: 'كل المحافظ',
  ConnectingWalletConnect: '{name}',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: '{name}',
  ConnectingFarcaster: 'Farcaster',
  ProfileWallets: 'المحافظ المتصلة',
  UpdateEmailWallet: 'تعديل البريد الإلكتروني',
  Account: 'الحساب',
  SIWXSignMessage: 'تسجيل الدخول',
  ApproveTransaction: 'الموافقة على المعاملة',
  Swap: 'مبادلة',
  SwitchNetwork: '{name}',
  SwitchActiveChain: 'تبديل السلسلة',
  UnsupportedChain: 'تبديل الشبكة',
  RegisterAccountName: 'اختيار اسم',
  RegisterAccountNameSuccess: 'تم تسجيل الاسم',
  Networks: 'اختيار الشبكة',
  FeaturePanel: '{name}',
  WhatIsAWallet: 'ما المحفظة؟',
  WhatIsANetwork: 'ما الشبكة؟',
} satisfies CatalogueTopic<'titles'>
