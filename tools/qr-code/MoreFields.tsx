import { CheckboxField } from '../../components/fields/CheckboxField';
import { SelectField } from '../../components/fields/SelectField';
import { TextField } from '../../components/fields/TextField';
import { WIFI_SECURITIES, type ContentType, type QrFields } from '../../components/qr/fields';
import { Required } from './Required';

export interface FieldsProps {
  fields: QrFields;
  set: <K extends keyof QrFields>(key: K, value: QrFields[K]) => void;
  /** Hints about fields that look wrong (from the builders, once they have come). */
  warnings: Partial<Record<keyof QrFields, string>>;
  /** Why a field keeps the code from being made (a web address refused). */
  errors: Partial<Record<keyof QrFields, string>>;
}

/**
 * The fields of every content type but the web address (the page's own, as every page starts with it): loaded with the
 * builders (output.ts) when the form is reached or another type is chosen, never with the page.
 */
export function MoreFields({ type, fields, set, warnings, errors }: FieldsProps & { type: Exclude<ContentType, 'url'> }) {
  switch (type) {
    case 'text':
      return <TextField label={<Required>Texte</Required>} name="qr-text" rows={4} value={fields.text} onChange={(v) => set('text', v)} placeholder="Votre message…" />;
    case 'email':
      return (
        <div className="form-grid">
          <TextField
            label={<Required>Adresse e-mail</Required>}
            name="qr-email"
            type="email"
            inputMode="email"
            value={fields.emailAddress}
            onChange={(v) => set('emailAddress', v)}
            placeholder="contact@exemple.fr"
            hint={warnings.emailAddress}
          />
          <TextField label="Objet" name="qr-email-subject" value={fields.emailSubject} onChange={(v) => set('emailSubject', v)} />
          <div className="qr-wide">
            <TextField label="Message" name="qr-email-body" rows={3} value={fields.emailBody} onChange={(v) => set('emailBody', v)} />
          </div>
        </div>
      );
    case 'phone':
      return (
        <TextField
          label={<Required>Numéro de téléphone</Required>}
          name="qr-phone"
          type="tel"
          inputMode="tel"
          value={fields.phone}
          onChange={(v) => set('phone', v)}
          placeholder="06 12 34 56 78"
          hint={warnings.phone ?? 'Format international conseillé (+33 6 12 34 56 78) si le code voyage.'}
        />
      );
    case 'sms':
      return (
        <div className="form-grid">
          <TextField
            label={<Required>Numéro de téléphone</Required>}
            name="qr-sms-number"
            type="tel"
            inputMode="tel"
            value={fields.smsNumber}
            onChange={(v) => set('smsNumber', v)}
            placeholder="06 12 34 56 78"
            hint={warnings.smsNumber}
          />
          <div className="qr-wide">
            <TextField label="Message" name="qr-sms-body" rows={3} value={fields.smsBody} onChange={(v) => set('smsBody', v)} hint={'Prérempli\u00a0: la personne n’a plus qu’à appuyer sur «\u00a0Envoyer\u00a0».'} />
          </div>
        </div>
      );
    case 'wifi':
      return (
        <div className="form-grid">
          <TextField label={<Required>Nom du réseau (SSID)</Required>} name="qr-wifi-ssid" value={fields.wifiSsid} onChange={(v) => set('wifiSsid', v)} placeholder="MaBox-5G" />
          <SelectField label="Sécurité" value={fields.wifiSecurity} options={WIFI_SECURITIES} onChange={(v) => set('wifiSecurity', v)} />
          {fields.wifiSecurity !== 'nopass' && (
            <TextField
              label={<Required>Mot de passe</Required>}
              name="qr-wifi-password"
              value={fields.wifiPassword}
              onChange={(v) => set('wifiPassword', v)}
              hint={'Saisi tel quel\u00a0: majuscules et espaces comptent.'}
            />
          )}
          <CheckboxField label="Réseau masqué (SSID non diffusé)" checked={fields.wifiHidden} onChange={(v) => set('wifiHidden', v)} />
        </div>
      );
    case 'vcard':
      return (
        <div className="form-grid">
          <TextField label={<Required>Nom complet</Required>} name="qr-vcard-name" value={fields.vcardName} onChange={(v) => set('vcardName', v)} placeholder="Camille Martin" autoComplete="off" />
          <TextField label="Entreprise" name="qr-vcard-org" value={fields.vcardOrg} onChange={(v) => set('vcardOrg', v)} />
          <TextField label="Téléphone" name="qr-vcard-phone" type="tel" inputMode="tel" value={fields.vcardPhone} onChange={(v) => set('vcardPhone', v)} />
          <TextField label="E-mail" name="qr-vcard-email" type="email" inputMode="email" value={fields.vcardEmail} onChange={(v) => set('vcardEmail', v)} hint={warnings.vcardEmail} />
          <TextField label="Site web" name="qr-vcard-url" type="url" inputMode="url" value={fields.vcardUrl} onChange={(v) => set('vcardUrl', v)} error={errors.vcardUrl} />
        </div>
      );
  }
}
