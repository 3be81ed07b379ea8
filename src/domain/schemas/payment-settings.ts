import { z } from 'zod';
import {
  isHttpsTemplate,
  MAX_BANK_TRANSFER,
  MAX_PAYMENT_LINK,
  PAYMENT_METHODS,
} from '../postage-payment';

/**
 * hotels/{id}.settings.payment as an admin saves it (Settings, "Paying the postage"); firestore.rules
 * validPaymentSetting checks the same. The text the chosen method needs is there; a link is https.
 */
export const paymentSettingsSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    linkTemplate: z
      .string()
      .trim()
      .max(MAX_PAYMENT_LINK, 'paymentSettings.errors.linkTooLong')
      .refine(
        (value) => value === '' || isHttpsTemplate(value),
        'paymentSettings.errors.httpsOnly',
      ),
    bankTransfer: z.string().trim().max(MAX_BANK_TRANSFER, 'paymentSettings.errors.bankTooLong'),
  })
  .strict()
  .superRefine((settings, context) => {
    if (settings.method === 'link' && settings.linkTemplate === '')
      context.addIssue({
        code: 'custom',
        path: ['linkTemplate'],
        message: 'paymentSettings.errors.link',
      });
    if (settings.method === 'bank-transfer' && settings.bankTransfer === '')
      context.addIssue({
        code: 'custom',
        path: ['bankTransfer'],
        message: 'paymentSettings.errors.bank',
      });
  });
export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;
