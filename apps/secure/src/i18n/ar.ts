import type { SecureCatalogue } from './en'

/** apps/secure's strings in Arabic (right to left); the English file names their use. */
export const SECURE_AR: SecureCatalogue = {
  frame: {
    pageTitle: 'موافقة المحفظة',
    kind_signMessage: 'توقيع رسالة',
    kind_signTypedData: 'توقيع بيانات منظَّمة',
    kind_sendTransaction: 'إرسال معاملة',
    kind_other: 'طلب إلى المحفظة',
    requestedBy: 'طلبه {origin}',
    queue: 'الطلب {index} من {count}',
    method: 'الطريقة',
    label_network: 'الشبكة',
    label_from: 'من',
    label_to: 'إلى',
    label_amount: 'المبلغ',
    label_token: 'الرمز المميز',
    label_recipient: 'المستلم',
    label_spender: 'المُنفِق',
    label_allowance: 'الحد المسموح',
    label_data: 'بيانات العقد',
    label_gas: 'حد الغاز',
    label_message: 'الرسالة',
    label_primaryType: 'النوع',
    label_domain: 'النطاق',
    label_params: 'المعلمات',
    hiddenCharacters: 'يحتوي هذا الطلب على أحرف مخفية أو أحرف تغيّر اتجاه النص. تُعرض مُهرَّبة.',
    secureNotice: 'تعرضه محفظتك على {origin}. لا يستطيع الموقع تغييره أو النقر عليه.',
    approve: 'موافقة',
    reject: 'رفض',
    working: 'جارٍ التوقيع…',
  },
  device: {
    title: 'الموافقة على هذا الجهاز',
    body: 'طُلب تسجيل الدخول إلى {email} من جهاز لم تستخدمه هذه المحفظة من قبل. وافق فقط إذا كنت أنت.',
    approve: 'الموافقة على الجهاز',
    approvedTitle: 'تمت الموافقة على الجهاز',
    approvedBody: 'عُد إلى التطبيق: رمز تسجيل الدخول في طريقه إلى {email}.',
    invalidTitle: 'لا يمكن استخدام هذا الرابط',
    invalidBody:
      'إنه غير صالح أو استُخدم من قبل أو انتهت صلاحيته. ابدأ تسجيل الدخول من جديد في التطبيق.',
  },
  mail: {
    loginSubject: 'رمز تسجيل الدخول: {code}',
    loginCode: 'رمز تسجيل الدخول الخاص بك هو {code}.',
    codeExpiry:
      'تنتهي صلاحيته خلال {minutes} دقائق ويعمل مرة واحدة. إذا لم تطلبه، فتجاهل هذه الرسالة.',
    deviceSubject: 'وافق على تسجيل الدخول من جهاز جديد',
    deviceIntro: 'طلب شخص ما تسجيل الدخول إلى محفظتك من جهاز لم تستخدمه من قبل.',
    deviceAction: 'إذا كنت أنت، فافتح هذا الرابط ووافق على الجهاز:',
    deviceExpiry:
      'تنتهي صلاحية الرابط خلال {minutes} دقائق ويعمل مرة واحدة. إذا لم تكن أنت، فتجاهل هذه الرسالة: لن يحدث شيء دون الرابط.',
    changeSubject: 'رمز تغيير البريد الإلكتروني: {code}',
    changeCurrent:
      'طلب شخص ما نقل محفظتك إلى عنوان بريد إلكتروني آخر. أدخل هذا الرمز لتأكيد أنك صاحب الطلب.',
    changeNew: 'أدخل هذا الرمز لتأكيد هذا العنوان بريدًا إلكترونيًا جديدًا لمحفظتك.',
    changeCode: 'رمزك هو {code}.',
  },
  pages: {
    callbackTitle: 'تسجيل الدخول',
    callbackStatus: 'جارٍ تسجيل الدخول…',
    chooserTitle: 'تسجيل دخول تجريبي',
    chooserHeading: 'اختر حسابًا',
    chooserIntro: 'تسجيل الدخول التجريبي المحلي لبيئة التطوير هذه.',
    chooserButton: 'تسجيل الدخول باسم {identity}',
  },
}
