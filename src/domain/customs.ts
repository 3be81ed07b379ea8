/**
 * The customs declaration of a returned item (docs/shipping-paperwork.md, "Customs form and
 * label"): the UPU's CN22 up to its value limit, the CN23 above it. The form's own words are
 * fixed by the UPU in English and French, whatever the staff's language: they are data here, not
 * translations (the page around the form is translated).
 */

import { assessShipping, matchShippingTypes, type ShippingDeclaration } from './shipping-rules';

/**
 * The CN22's value limit is 300 SDR (UPU Convention Regulations, art. 20-001). In yen, at about
 * 200 yen to the SDR and rounded down, so a value near the limit takes the CN23, which the post
 * accepts at any value while a CN22 above the limit is refused.
 */
export const CN22_LIMIT_SDR = 300;
export const CN22_LIMIT_JPY = 60_000;

export type CustomsForm = 'CN22' | 'CN23';

/** The form a declared value (yen) needs; an unknown value is left to the CN22. */
export function customsFormFor(declaredValueJpy: number | null): CustomsForm {
  return declaredValueJpy !== null && declaredValueJpy > CN22_LIMIT_JPY ? 'CN23' : 'CN22';
}

/** What every returned item is: the owner's own things coming back, not a sale. */
export const NATURE_OF_GOODS = 'Returned personal property, no commercial value';

/** The CN22/CN23's categories of item, English / French as printed on the form. */
export const CUSTOMS_CATEGORIES = [
  { key: 'gift', label: 'Gift / Cadeau' },
  { key: 'documents', label: 'Documents' },
  { key: 'sale', label: 'Sale of goods / Vente de marchandises' },
  { key: 'sample', label: 'Commercial sample / Échantillon commercial' },
  { key: 'returned', label: 'Returned goods / Retour de marchandise' },
  { key: 'other', label: 'Other / Autre' },
] as const;
export type CustomsCategory = (typeof CUSTOMS_CATEGORIES)[number]['key'];
/** A returned item is ticked "Returned goods", with the nature of goods as its explanation. */
export const RETURNED_CATEGORY: CustomsCategory = 'returned';

/** The form's headings, English / French. */
export const CUSTOMS_TEXT = {
  title: 'CUSTOMS DECLARATION / DÉCLARATION EN DOUANE',
  cn22Note: 'May be opened officially / Peut être ouvert d’office',
  designatedOperator: 'Designated operator / Opérateur désigné: Japan Post',
  from: 'From / Expéditeur',
  to: 'To / Destinataire',
  contents: 'Detailed description of contents / Description détaillée du contenu',
  quantity: 'Quantity / Quantité',
  weight: 'Net weight (kg) / Poids net (kg)',
  value: 'Value / Valeur',
  totalWeight: 'Total gross weight (kg) / Poids brut total (kg)',
  totalValue: 'Total value / Valeur totale',
  hsCode: 'HS tariff number / N° tarifaire du SH',
  origin: 'Country of origin of goods / Pays d’origine des marchandises',
  explanation: 'Explanation / Explication',
  declarations: 'Other declarations / Autres déclarations',
  certify:
    'I certify that the particulars given in this customs declaration are correct and that this ' +
    'item does not contain any dangerous article or articles prohibited by legislation or by ' +
    'postal or customs regulations. / Je certifie que les renseignements donnés dans la présente ' +
    'déclaration sont exacts et que cet envoi ne contient aucun objet dangereux ou interdit par ' +
    'la législation ou la réglementation postale ou douanière.',
  signature: 'Date and sender’s signature / Date et signature de l’expéditeur',
  reference: 'Sender’s reference / Référence de l’expéditeur',
} as const;

/** The address label's words (the post reads English). */
export const LABEL_TEXT = { from: 'FROM', to: 'TO', reference: 'Ref.' } as const;

/**
 * The contents line in English: the catalogue type (stored in English) and, when it is written in
 * Latin letters, the item's name; staff may change it on the print page.
 */
export function customsContents(item: { itemType: string; itemName: string }): string {
  const type = item.itemType.trim().toLowerCase();
  const name = item.itemName.trim();
  // Printable ASCII and Latin accents only: a name in Japanese would not help a customs officer.
  const latin = name !== '' && /^[\u0020-\u024F]+$/.test(name);
  const base = type ? `Used ${type}` : 'Used personal item';
  return latin ? `${base} (${name})` : base;
}

/** What "Other declarations" says for each declaration the shipping rules ask for (English: the form's language). */
export const CUSTOMS_DECLARATION_TEXT: Record<ShippingDeclaration, string> = {
  lithiumInEquipment: 'Lithium ion batteries contained in equipment (UN3481, PI 967 Section II)',
};

/** The declarations a match's items need on the customs form (a laptop's battery, ...). */
export function customsDeclarationsOf(match: {
  found?: { itemType?: string } | null;
  lost?: { itemType?: string } | null;
}): string[] {
  return assessShipping(matchShippingTypes(match)).declarations.map(
    (declaration) => CUSTOMS_DECLARATION_TEXT[declaration],
  );
}
