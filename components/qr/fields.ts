/**
 * The QR code's form: its content types, their fields and what the page needs of them before anything is typed.
 * What the fields become (the builders of payload.ts) loads once something is typed.
 */

export type ContentType = 'url' | 'text' | 'email' | 'phone' | 'sms' | 'wifi' | 'vcard';

export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';

export interface QrFields {
  url: string;
  text: string;
  emailAddress: string;
  emailSubject: string;
  emailBody: string;
  phone: string;
  smsNumber: string;
  smsBody: string;
  wifiSsid: string;
  wifiPassword: string;
  wifiSecurity: WifiSecurity;
  wifiHidden: boolean;
  vcardName: string;
  vcardOrg: string;
  vcardPhone: string;
  vcardEmail: string;
  vcardUrl: string;
}

export const EMPTY_FIELDS: QrFields = {
  url: '',
  text: '',
  emailAddress: '',
  emailSubject: '',
  emailBody: '',
  phone: '',
  smsNumber: '',
  smsBody: '',
  wifiSsid: '',
  wifiPassword: '',
  wifiSecurity: 'WPA',
  wifiHidden: false,
  vcardName: '',
  vcardOrg: '',
  vcardPhone: '',
  vcardEmail: '',
  vcardUrl: '',
};

export const CONTENT_TYPES: readonly { value: ContentType; label: string }[] = [
  { value: 'url', label: 'Site web (URL)' },
  { value: 'text', label: 'Texte' },
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Téléphone' },
  { value: 'sms', label: 'SMS' },
  { value: 'wifi', label: 'Wi-Fi' },
  { value: 'vcard', label: 'Carte de visite (vCard)' },
];

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = Object.fromEntries(
  CONTENT_TYPES.map(({ value, label }) => [value, label]),
) as Record<ContentType, string>;

export const WIFI_SECURITIES: readonly { value: WifiSecurity; label: string }[] = [
  { value: 'WPA', label: 'WPA / WPA2 / WPA3' },
  { value: 'WEP', label: 'WEP' },
  { value: 'nopass', label: 'Aucune (réseau ouvert)' },
];

/** Fields read from the address or the device: texts as typed (checked like typed input), the rest or the default. */
export function sanitiseFields(raw: unknown): QrFields {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const fields = { ...EMPTY_FIELDS };
  for (const key of Object.keys(EMPTY_FIELDS) as (keyof QrFields)[]) {
    const value = r[key];
    if (key === 'wifiSecurity') fields.wifiSecurity = WIFI_SECURITIES.find((s) => s.value === value)?.value ?? EMPTY_FIELDS.wifiSecurity;
    else if (key === 'wifiHidden') fields.wifiHidden = typeof value === 'boolean' ? value : EMPTY_FIELDS.wifiHidden;
    else if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** SPEC.md section 5, word for word. */
export const EMPTY_CONTENT_MESSAGE = 'Veuillez remplir les champs requis';

/** The fields each content type reads: something typed in one of them needs the builders (payload.ts). */
const TYPE_FIELDS: Record<ContentType, readonly (keyof QrFields)[]> = {
  url: ['url'],
  text: ['text'],
  email: ['emailAddress', 'emailSubject', 'emailBody'],
  phone: ['phone'],
  sms: ['smsNumber', 'smsBody'],
  wifi: ['wifiSsid', 'wifiPassword'],
  vcard: ['vcardName', 'vcardOrg', 'vcardPhone', 'vcardEmail', 'vcardUrl'],
};

/** Whether a field of `type` holds anything: if not, its code is empty without asking the builders. */
export function hasInput(type: ContentType, fields: QrFields): boolean {
  return TYPE_FIELDS[type].some((key) => fields[key] !== '');
}
