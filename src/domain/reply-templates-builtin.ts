import { toStaffLanguage, type Language, type StaffLanguage } from './language';
import type { ReplyTemplate } from './messages';

/**
 * The reply templates the product ships: what a hotel writes to most guests, each in the five
 * guest languages, true to this product's guest flows (the ownership question in the thread, the
 * status page's postal address, postage quote and payment, the front desk). Settings offers to add
 * them to a hotel that has none of them (docs/i18n.md, "Reply templates").
 *
 * - `id` is the document id the template is stored under (hotels/{hotelId}/reply-templates/{id}),
 *   so adding them twice, or by two admins at once, writes the same documents and never doubles
 *   them. Once added, a template is the hotel's own: admins may edit or delete it.
 * - `title` is what staff read in the template picker, in the staff languages; the stored title is
 *   the one in the adding admin's staff language (builtinTemplateFor), as a title an admin types.
 * - The texts carry no placeholders: a template's text is sent as written (staff may edit it
 *   before sending).
 */
export interface BuiltinReplyTemplate {
  readonly id: string;
  readonly title: Readonly<Record<StaffLanguage, string>>;
  readonly text: Readonly<Record<Language, string>>;
}

export const BUILTIN_REPLY_TEMPLATES: readonly BuiltinReplyTemplate[] = [
  {
    id: 'builtin-ownership-detail',
    title: {
      en: 'Possibly found: ask for a detail only the owner knows',
      ja: '発見の可能性：持ち主だけが知る特徴を確認',
    },
    text: {
      en: 'Thank you for your report. We may have found your item. To be sure we return it to its owner, please describe a detail that only the owner would know, such as a mark, a scratch or what is inside. Please reply to this message.',
      ja: 'お問い合わせいただき、誠にありがとうございます。お客様のお忘れ物と思われる品物が見つかりました。確実に持ち主の方へお返しするため、持ち主の方にしか分からない特徴（傷や印、中に入っている物など）をお知らせいただけますでしょうか。このメッセージへのご返信をお待ちしております。',
      ko: '분실물을 신고해 주셔서 감사합니다. 고객님의 물건으로 보이는 물품을 찾았습니다. 물건을 주인에게 확실히 돌려드리기 위해, 주인만 알 수 있는 특징(표시나 흠집, 안에 든 물건 등)을 알려 주시기 바랍니다. 이 메시지에 답장해 주십시오.',
      'zh-Hans':
        '感谢您登记遗失物品。我们找到了一件可能属于您的物品。为确保将物品交还给失主，请告诉我们只有失主才知道的特征，例如标记、划痕或里面装的物品。请直接回复此消息。',
      'zh-Hant':
        '感謝您登記遺失物品。我們找到了一件可能屬於您的物品。為確保將物品交還給失主，請告訴我們只有失主才知道的特徵，例如標記、刮痕或裡面裝的物品。請直接回覆此訊息。',
    },
  },
  {
    id: 'builtin-found-how-to-receive',
    title: {
      en: 'Found: pick-up or shipping?',
      ja: '発見：お受け取り方法の確認',
    },
    text: {
      en: 'Good news: we have found your item. How would you like to receive it? You can collect it at our front desk, yourself or through someone you send, or we can send it to you by post. Please reply to let us know which you prefer.',
      ja: 'お忘れ物が見つかりましたので、お知らせいたします。お受け取り方法はいかがなさいますか。フロントにてご本人様または代理の方にお受け取りいただくことも、郵送にてお送りすることも可能です。ご希望の方法を、このメッセージへのご返信にてお知らせください。',
      ko: '고객님의 물건을 찾았음을 알려 드립니다. 어떤 방법으로 받으시겠습니까? 고객님 본인이나 대리인이 호텔 프런트에서 직접 찾아가실 수 있으며, 우편으로 보내 드릴 수도 있습니다. 원하시는 방법을 이 메시지에 답장으로 알려 주십시오.',
      'zh-Hans':
        '我们很高兴地通知您，您的物品已经找到。请问您希望以何种方式领取？您可以本人或委托他人到酒店前台领取，我们也可以将物品邮寄给您。请回复此消息，告知您希望的方式。',
      'zh-Hant':
        '我們很高興地通知您，您的物品已經找到。請問您希望以何種方式領取？您可以本人或委託他人至飯店櫃檯領取，我們也可以將物品郵寄給您。請回覆此訊息，告知您希望的方式。',
    },
  },
  {
    id: 'builtin-not-found-yet',
    title: {
      en: 'Not found yet: we keep looking',
      ja: '未発見：引き続きお探しします',
    },
    text: {
      en: 'Thank you for your report. We have not found your item yet. We keep looking and will write to you if it turns up.',
      ja: 'お問い合わせいただき、誠にありがとうございます。現在のところ、お忘れ物は見つかっておりません。引き続きお探しし、見つかりましたらご連絡いたします。',
      ko: '분실물을 신고해 주셔서 감사합니다. 아직 고객님의 물건을 찾지 못했습니다. 계속 찾아보고, 물건이 발견되면 연락드리겠습니다.',
      'zh-Hans':
        '感谢您登记遗失物品。我们目前尚未找到您的物品。我们会继续寻找，如有发现，将再与您联系。',
      'zh-Hant':
        '感謝您登記遺失物品。我們目前尚未找到您的物品。我們會繼續尋找，如有發現，將再與您聯絡。',
    },
  },
  {
    id: 'builtin-shipping-address-postage',
    title: {
      en: 'Shipping: confirm the address and pay the postage',
      ja: '郵送：ご住所の確認と送料のお支払い',
    },
    text: {
      en: 'We can send your item to you by post. Please open your status page, enter your postal address and accept the postage. The page then shows how to pay it, and we ship your item once the payment is received.',
      ja: 'お忘れ物は郵送にてお送りすることができます。状況確認ページを開き、お届け先のご住所をご入力のうえ、送料をご承諾ください。その後、同じページにお支払い方法が表示されます。お支払いを確認でき次第、発送いたします。',
      ko: '고객님의 물건을 우편으로 보내 드릴 수 있습니다. 처리 상황 페이지에서 받으실 주소를 입력하시고 배송비에 동의해 주십시오. 그러면 같은 페이지에 결제 방법이 표시되며, 결제가 확인되는 대로 물건을 발송하겠습니다.',
      'zh-Hans':
        '我们可以将您的物品邮寄给您。请打开状态查询页面，填写收件地址并确认邮费。随后页面上会显示付款方式，我们确认收到付款后即为您寄出物品。',
      'zh-Hant':
        '我們可以將您的物品郵寄給您。請開啟進度查詢頁面，填寫收件地址並確認運費。隨後頁面上會顯示付款方式，我們確認收到付款後即為您寄出物品。',
    },
  },
  {
    id: 'builtin-shipped',
    title: {
      en: 'Shipped',
      ja: '発送済み',
    },
    text: {
      en: 'Your item has been shipped. Your status page shows the details of the parcel. Thank you for your patience.',
      ja: 'お忘れ物を発送いたしました。お荷物の詳細は状況確認ページにてご確認いただけます。大変お待たせいたしました。',
      ko: '고객님의 물건을 발송했습니다. 소포의 자세한 정보는 처리 상황 페이지에서 확인하실 수 있습니다. 기다려 주셔서 감사합니다.',
      'zh-Hans': '您的物品已寄出。您可以在状态查询页面查看包裹详情。感谢您的耐心等待。',
      'zh-Hant': '您的物品已寄出。您可以在進度查詢頁面查看包裹詳情。感謝您耐心等候。',
    },
  },
];

/** Whether a stored template is one of the built-in ones (by its document id). */
export function isBuiltinTemplateId(id: string): boolean {
  return BUILTIN_REPLY_TEMPLATES.some((builtin) => builtin.id === id);
}

/**
 * A built-in template as the hotel stores it: the texts as they are, the title in the staff
 * language of `code` (the adding admin's page language; English for anything but Japanese).
 */
export function builtinTemplateFor(
  builtin: BuiltinReplyTemplate,
  code: string | undefined,
): ReplyTemplate {
  return { id: builtin.id, title: builtin.title[toStaffLanguage(code)], ...builtin.text };
}

/**
 * The built-in templates to add to a hotel that has `existing`: those whose id it does not hold
 * yet, in order, as many as fit under `max` templates.
 */
export function builtinTemplatesToAdd(
  existing: readonly Pick<ReplyTemplate, 'id'>[],
  max: number,
): BuiltinReplyTemplate[] {
  const present = new Set(existing.map((template) => template.id));
  const room = Math.max(0, max - existing.length);
  return BUILTIN_REPLY_TEMPLATES.filter((builtin) => !present.has(builtin.id)).slice(0, room);
}
