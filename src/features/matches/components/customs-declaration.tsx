import {
  CUSTOMS_CATEGORIES,
  CUSTOMS_TEXT,
  NATURE_OF_GOODS,
  RETURNED_CATEGORY,
  type CustomsForm,
} from '@/domain/customs';

export interface CustomsParty {
  name: string;
  /** Postal address, one line per line. */
  address: string;
  country: string;
  phone?: string;
}

/** Yen as a customs form writes a value: the currency code, then the whole amount. */
const jpy = (value: number | null) =>
  value === null ? '' : `JPY ${new Intl.NumberFormat('en-US').format(Math.round(value))}`;
const kg = (value: number | null) => (value === null ? '' : value.toFixed(3));

/**
 * A filled customs declaration in the layout of the UPU's CN22 (or CN23 above its value limit):
 * the headings in English and French as on the form, one line of contents, the nature of the
 * goods ticked "Returned goods" with its explanation, the sender's and the recipient's blocks, and
 * `declarations` (e.g. a laptop's "Lithium ion batteries contained in equipment (UN3481, PI967
 * Section II)") under "Other declarations".
 */
export function CustomsDeclaration({
  form,
  sender,
  recipient,
  contents,
  weightKg,
  valueJpy,
  reference,
  declarations = [],
}: {
  form: CustomsForm;
  sender: CustomsParty;
  recipient: CustomsParty;
  contents: string;
  weightKg: number | null;
  valueJpy: number | null;
  reference: string;
  declarations?: string[];
}) {
  return (
    <section data-customs-form={form} aria-label={`${form} ${CUSTOMS_TEXT.title}`}>
      <header data-customs-header>
        <strong>{CUSTOMS_TEXT.title}</strong>
        <span data-customs-code>{form.replace('CN', 'CN ')}</span>
      </header>
      <div data-customs-small>{CUSTOMS_TEXT.designatedOperator}</div>
      {form === 'CN22' && <div data-customs-small>{CUSTOMS_TEXT.cn22Note}</div>}
      <div data-customs-parties>
        <Party heading={CUSTOMS_TEXT.from} party={sender} />
        <Party heading={CUSTOMS_TEXT.to} party={recipient} />
      </div>
      <div data-customs-categories>
        {CUSTOMS_CATEGORIES.map((category) => (
          <span key={category.key}>
            {category.key === RETURNED_CATEGORY ? '☒' : '☐'} {category.label}
          </span>
        ))}
      </div>
      <div>
        {CUSTOMS_TEXT.explanation}: {NATURE_OF_GOODS}
      </div>
      <table data-customs-table>
        <thead>
          <tr>
            <th>{CUSTOMS_TEXT.contents}</th>
            <th>{CUSTOMS_TEXT.quantity}</th>
            <th>{CUSTOMS_TEXT.weight}</th>
            <th>{CUSTOMS_TEXT.value}</th>
            <th>{CUSTOMS_TEXT.hsCode}</th>
            <th>{CUSTOMS_TEXT.origin}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{contents}</td>
            <td>1</td>
            <td>{kg(weightKg)}</td>
            <td>{jpy(valueJpy)}</td>
            <td />
            <td />
          </tr>
          <tr>
            <td colSpan={2}>
              {CUSTOMS_TEXT.totalWeight}: {kg(weightKg)}
            </td>
            <td colSpan={4}>
              {CUSTOMS_TEXT.totalValue}: {jpy(valueJpy)}
            </td>
          </tr>
        </tbody>
      </table>
      <div>
        {CUSTOMS_TEXT.declarations}: {declarations.length > 0 ? declarations.join('; ') : '—'}
      </div>
      <div>
        {CUSTOMS_TEXT.reference}: {reference}
      </div>
      <p data-customs-small>{CUSTOMS_TEXT.certify}</p>
      <div data-customs-signature>{CUSTOMS_TEXT.signature}:</div>
    </section>
  );
}

function Party({ heading, party }: { heading: string; party: CustomsParty }) {
  return (
    <div data-customs-party>
      <div data-customs-small>{heading}</div>
      <div>{party.name}</div>
      <div style={{ whiteSpace: 'pre-wrap' }}>{party.address}</div>
      <div>{party.country}</div>
      {party.phone && <div>{party.phone}</div>}
    </div>
  );
}

/** The address label: the guest's confirmed address, the hotel as sender, the reference. */
export function AddressLabel({
  sender,
  recipient,
  reference,
  labels,
}: {
  sender: CustomsParty;
  recipient: CustomsParty;
  reference: string;
  labels: { from: string; to: string; reference: string };
}) {
  return (
    <section data-address-label aria-label={`${labels.to}: ${recipient.name}`}>
      <div data-label-from>
        <div data-customs-small>{labels.from}</div>
        <div>{sender.name}</div>
        <div style={{ whiteSpace: 'pre-wrap' }}>{sender.address}</div>
        <div>{sender.country}</div>
        {sender.phone && <div>{sender.phone}</div>}
      </div>
      <div data-label-to>
        <div data-customs-small>{labels.to}</div>
        <div data-label-name>{recipient.name}</div>
        <div style={{ whiteSpace: 'pre-wrap' }}>{recipient.address}</div>
        <div data-label-country>{recipient.country}</div>
      </div>
      <div data-label-reference>
        {labels.reference} {reference}
      </div>
    </section>
  );
}
