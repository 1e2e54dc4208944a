/*
 * QRIS (Quick Response Code Indonesian Standard, Bank Indonesia): the EMVCo QR Code Specification
 * for Payment Systems, Merchant-Presented Mode, as QRIS profiles it. A payload is a run of TLV data
 * objects — a two-digit tag, a two-digit length, the value — ending with the CRC (tag 63). Templates
 * (26–51, 62) hold TLV objects of their own.
 */

/** The QRIS national switch's globally unique identifier (reverse domain name), in templates 26 and 51. */
export const QRIS_GUI = 'ID.CO.QRIS.WWW';
/** MCC 5511: car and truck dealers (new and used) — sales, service, repairs, parts. */
export const QRIS_MCC_CAR_DEALERS = '5511';
/** ISO 4217 numeric code of the rupiah. */
export const QRIS_CURRENCY_IDR = '360';
/** QRIS merchant criteria: UMI micro, UKE small, UME medium, UBE large, URE regular. A dealer group is large. */
export const QRIS_MERCHANT_CRITERIA = 'UBE';

export type QrisInput = {
  /** Tag 59, at most 25 characters (longer is cut). */
  merchantName: string;
  /** Tag 60, at most 15 characters (longer is cut). */
  merchantCity: string;
  /** Tag 61, at most 10 characters. */
  postalCode?: string;
  /** Tag 54: whole rupiah, > 0 (a dynamic QRIS carries its amount). */
  amount: number;
  /** Tag 62-01 bill number: what the customer's app shows and the acquirer reports back (the order number). */
  reference: string;
  /** The National Merchant ID (NMID, e.g. 'ID1026123456789'): templates 26-02 and 51-02. */
  merchantId: string;
  /** Template 26-01, the merchant PAN the acquirer gives ('9360' + acquirer code + …); derived from merchantId when absent. */
  merchantPan?: string;
};

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) of the text's bytes: what tag 63 carries. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The CRC as tag 63 writes it: four upper-case hex digits. */
export const qrisCrc = (text: string) => crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0');

/** EMVCo "ans" values are printable ASCII: accents dropped, anything else removed, spaces squeezed. */
function printable(value: string, max: number): string {
  return value
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** One TLV data object; a value longer than 99 characters cannot be written (the length has two digits). */
function tlv(tag: string, value: string): string {
  if (!/^\d{2}$/.test(tag)) throw new Error(`QRIS tag must be two digits: ${tag}`);
  if (value.length === 0 || value.length > 99) throw new Error(`QRIS tag ${tag}: value length ${value.length} is not 1…99`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * A dynamic QRIS payload (point of initiation '12': one amount, used once):
 * 00 '01' · 01 '12' · 26 merchant account information (00 GUI, 01 merchant PAN, 02 NMID, 03 criteria) ·
 * 51 national merchant id (00 GUI, 02 NMID, 03 criteria) · 52 MCC 5511 · 53 '360' · 54 amount ·
 * 58 'ID' · 59 name · 60 city · 61 postal code · 62 additional data (01 bill number) · 63 CRC over
 * everything up to and including '6304'.
 */
export function buildQrisPayload(input: QrisInput): string {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error(`QRIS amount must be whole rupiah above 0: ${input.amount}`);
  if (!/^[A-Z0-9]{6,25}$/.test(input.merchantId)) throw new Error(`QRIS merchant id must be 6…25 upper-case letters and digits: ${input.merchantId}`);
  const name = printable(input.merchantName, 25);
  const city = printable(input.merchantCity, 15);
  const reference = printable(input.reference, 25);
  if (!name || !city || !reference) throw new Error('QRIS needs a merchant name, a city and a reference');
  const pan = input.merchantPan ?? `9360${input.merchantId.replace(/\D/g, '').padStart(15, '0').slice(-15)}`;
  if (!/^\d{16,19}$/.test(pan)) throw new Error(`QRIS merchant PAN must be 16…19 digits: ${pan}`);
  const postal = input.postalCode === undefined ? '' : printable(input.postalCode, 10);

  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('26', tlv('00', QRIS_GUI) + tlv('01', pan) + tlv('02', input.merchantId) + tlv('03', QRIS_MERCHANT_CRITERIA)),
    tlv('51', tlv('00', QRIS_GUI) + tlv('02', input.merchantId) + tlv('03', QRIS_MERCHANT_CRITERIA)),
    tlv('52', QRIS_MCC_CAR_DEALERS),
    tlv('53', QRIS_CURRENCY_IDR),
    tlv('54', String(input.amount)),
    tlv('58', 'ID'),
    tlv('59', name),
    tlv('60', city),
    postal ? tlv('61', postal) : '',
    tlv('62', tlv('01', reference)),
  ].join('');
  const head = `${body}6304`;
  return head + qrisCrc(head);
}

/** TLV objects of a payload or a template's value, by tag, in their order. Throws on a malformed run. */
export function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const header = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(header)) throw new Error(`QRIS: malformed data object at ${at}`);
    const tag = header.slice(0, 2);
    const length = Number(header.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`QRIS: tag ${tag} runs past the end`);
    if (fields.has(tag)) throw new Error(`QRIS: tag ${tag} appears twice`);
    fields.set(tag, value);
    at += 4 + length;
  }
  return fields;
}

/**
 * A QRIS payload's top-level data objects by tag (templates stay as their raw value: read them with
 * parseTlv). Throws unless it starts with 00 '01', ends with a 4-digit tag 63 and the CRC matches.
 */
export function parseQris(payload: string): Map<string, string> {
  if (!payload.startsWith('000201')) throw new Error('QRIS: does not start with payload format indicator 01');
  const crcAt = payload.length - 8;
  if (crcAt < 0 || payload.slice(crcAt, crcAt + 4) !== '6304') throw new Error('QRIS: does not end with a CRC (tag 63)');
  const expected = qrisCrc(payload.slice(0, crcAt + 4));
  if (payload.slice(crcAt + 4).toUpperCase() !== expected) throw new Error('QRIS: CRC does not match');
  return parseTlv(payload);
}
