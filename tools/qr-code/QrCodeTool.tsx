import { AlertTriangle, CheckCircle2, Download, Loader2, QrCode } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { ColorField } from '../../components/fields/ColorField';
import { ColorPresets } from '../../components/fields/ColorPresets';
import { RangeField } from '../../components/fields/RangeField';
import { SelectField } from '../../components/fields/SelectField';
import { TextField } from '../../components/fields/TextField';
import { formatInteger, formatNumber } from '../../components/lib/number';
import { CopyButton } from '../../components/tool/CopyButton';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { choiceParam, useToolForm, useToolParam } from '../../components/tool/toolState';
import { saveFile } from '../../components/lib/saveFile';
import {
  buildPayload,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  EMPTY_CONTENT_MESSAGE,
  EMPTY_FIELDS,
  fieldWarnings,
  sanitiseFields,
  WIFI_SECURITIES,
  type ContentType,
  type QrFields,
} from './payload';
import {
  BOTTOM_SIZE_MAX,
  BOTTOM_SIZE_MIN,
  CAPACITY_BYTES,
  COLOUR_PRESETS,
  colourIssue,
  CUSTOM_TEXT_MAX_LENGTH,
  DEFAULT_APPEARANCE,
  DEFAULT_TEXT_OPTIONS,
  ERROR_LEVEL_LABELS,
  ERROR_LEVELS,
  FONTS,
  hasCustomText,
  MARGIN_MAX,
  MARGIN_MIN,
  MIN_PRINT_CM,
  printedCm,
  sanitiseAppearance,
  sanitiseTextOptions,
  QUICK_TEXTS,
  SIZE_MAX,
  SIZE_MIN,
  SPACING_MAX,
  SPACING_MIN,
  textContrastLow,
  TOP_SIZE_MAX,
  TOP_SIZE_MIN,
  type ErrorLevel,
  type FontName,
  type QrAppearance,
  type TextOptions,
} from './qrCode';
import { useQrImage, type QrImageState } from './useQrImage';

/** SPEC.md section 8, word for word. */
export const GENERATION_ERROR = 'Erreur lors de la génération du QR code';

/** A label with the required mark: a visible asterisk, read as « obligatoire ». */
function Required({ children }: { children: string }) {
  return (
    <>
      {children}
      <span className="qr-required" aria-hidden>
        {' '}*
      </span>
      <span className="visually-hidden"> (obligatoire)</span>
    </>
  );
}

const px = (value: number) => `${value}\u00a0px`;
const modules = (value: number) => `${value}\u00a0module${value > 1 ? 's' : ''}`;

interface FieldsProps {
  type: ContentType;
  fields: QrFields;
  set: <K extends keyof QrFields>(key: K, value: QrFields[K]) => void;
}

function ContentFields({ type, fields, set }: FieldsProps) {
  const warnings = fieldWarnings(type, fields);
  switch (type) {
    case 'url':
      return (
        <TextField
          label={<Required>Adresse du site</Required>}
          name="qr-url"
          type="url"
          inputMode="url"
          value={fields.url}
          onChange={(v) => set('url', v)}
          placeholder="https://www.exemple.fr"
          hint={warnings.url ?? 'Sans https://, il est ajouté pour que les téléphones ouvrent bien le site.'}
        />
      );
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
          <TextField label="Site web" name="qr-vcard-url" type="url" inputMode="url" value={fields.vcardUrl} onChange={(v) => set('vcardUrl', v)} />
        </div>
      );
  }
}

const COLOUR_WARNINGS = {
  inverted: 'Modules plus clairs que le fond\u00a0: la plupart des lecteurs ne liront pas ce code.',
  'low-contrast': 'Contraste trop faible entre les deux couleurs\u00a0: le code risque de ne pas se scanner.',
} as const;

interface PreviewProps {
  state: QrImageState;
  payload: string;
  showEmpty: boolean;
  type: ContentType;
  appearance: QrAppearance;
  text: TextOptions;
}

function Preview({ state, payload, showEmpty, type, appearance, text }: PreviewProps) {
  const { pending, code, image, failure, check } = state;
  const textOn = hasCustomText(text);
  const characters = [...payload].length;
  const bytes = new TextEncoder().encode(payload).length;

  let frame: ReactNode;
  if (!payload) {
    frame = showEmpty ? (
      <p className="qr-preview__message field__error" role="alert">
        {EMPTY_CONTENT_MESSAGE}
      </p>
    ) : (
      <p className="qr-preview__placeholder">
        <QrCode aria-hidden size={40} />
        Votre QR code apparaîtra ici dès que le contenu sera saisi.
      </p>
    );
  } else if (failure && !pending) {
    frame = (
      <div className="qr-preview__message" role="alert">
        <p className="field__error">{GENERATION_ERROR}</p>
        {failure === 'too-long' && (
          <p className="field__hint">
            Le contenu ({formatInteger(bytes)}&#160;octets) dépasse ce qu’un QR code peut contenir au niveau {appearance.level} ({formatInteger(CAPACITY_BYTES[appearance.level])}&#160;octets au plus)&#160;: raccourcissez-le{appearance.level === 'L' ? '.' : ' ou choisissez le niveau L.'}
          </p>
        )}
      </div>
    );
  } else if (image && code) {
    const shown = code.payload;
    frame = (
      <img
        className="qr-preview__image"
        src={image.dataUrl}
        width={image.layout.width}
        height={image.layout.height}
        alt={`QR code contenant\u00a0: ${shown.length > 120 ? `${shown.slice(0, 120)}…` : shown}`}
      />
    );
  } else {
    frame = null;
  }

  const ready = Boolean(code && image && !pending && !failure);

  return (
    <section className="qr-preview-panel subpanel" aria-labelledby="qr-preview-title">
      <h2 id="qr-preview-title" className="qr-panel__title">
        Aperçu
      </h2>
      <div className={`qr-preview${pending ? ' is-pending' : ''}`} data-testid="qr-preview">
        {frame}
        {pending && (
          <span className="qr-spinner" role="status">
            <Loader2 aria-hidden size={28} className="qr-spinner__icon" />
            <span className="visually-hidden">Génération du QR code…</span>
          </span>
        )}
      </div>

      <div className="qr-check" aria-live="polite" aria-atomic="true" data-testid="qr-check">
        {ready && !check && <p className="qr-check__running">Vérification du code en cours…</p>}
        {ready && check && check.kind === 'ok' && (
          <p className="qr-check__ok">
            <CheckCircle2 aria-hidden size={20} />
            <span>
              <strong>{check.message}</strong>
              <span className="qr-check__detail">L’image finale a été relue par un décodeur indépendant&#160;: contenu identique au caractère près.</span>
              {check.advice && <span className="qr-check__detail">{check.advice}</span>}
            </span>
          </p>
        )}
        {ready && check && check.kind !== 'ok' && (
          <p className="qr-check__warning notice">
            <AlertTriangle aria-hidden size={20} />
            <span>{check.message}</span>
          </p>
        )}
      </div>

      <div className="button-row qr-downloads">
        <button type="button" className="button" disabled={!ready} onClick={() => code && image && void saveFile((download) => download.dataUrlToBlob(image.dataUrl), `${code.stamp}.png`)}>
          <Download aria-hidden size={16} />
          Télécharger en PNG
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={!ready}
          onClick={() => code && image && void saveFile(new Blob([image.svg], { type: 'image/svg+xml' }), `${code.stamp}.svg`)}
        >
          <Download aria-hidden size={16} />
          Télécharger en SVG
        </button>
      </div>

      {payload && (
        <dl className="qr-info" aria-label="Informations sur le QR code">
          <div>
            <dt>Type</dt>
            <dd>{CONTENT_TYPE_LABELS[type]}</dd>
          </div>
          <div>
            <dt>Taille</dt>
            <dd>
              {appearance.size}&#160;×&#160;{appearance.size}&#160;px
              {image && textOn && ` (image\u00a0: ${image.layout.width}\u00a0×\u00a0${image.layout.height}\u00a0px)`}
            </dd>
          </div>
          <div>
            <dt>Imprimé à 300&#160;ppp</dt>
            <dd>
              {formatNumber(printedCm(appearance.size), { decimals: 1 })}&#160;cm de côté
            </dd>
          </div>
          <div>
            <dt>Correction d’erreur</dt>
            <dd>{ERROR_LEVEL_LABELS[appearance.level]}</dd>
          </div>
          <div>
            <dt>Longueur encodée</dt>
            <dd>
              {formatInteger(characters)}&#160;caractère{characters > 1 ? 's' : ''}
              {bytes !== characters && ` (${formatInteger(bytes)}\u00a0octets en UTF-8)`}
            </dd>
          </div>
          {code && !pending && (
            <div>
              <dt>Version</dt>
              <dd>
                {code.matrix.version} ({code.matrix.size}&#160;×&#160;{code.matrix.size}&#160;modules)
              </dd>
            </div>
          )}
        </dl>
      )}
      {payload && printedCm(appearance.size) < MIN_PRINT_CM && (
        <p className="field__hint">Pour l’impression, visez au moins 2&#160;cm de côté&#160;: agrandissez l’image ou utilisez le SVG, qui s’agrandit sans perte.</p>
      )}
      {payload && textOn && (
        <p className="qr-format-note field__hint" data-testid="qr-format-note">
          Texte personnalisé&#160;: il est dessiné dans l’image PNG. Dans le SVG, il reste du vrai texte, modifiable, affiché avec la police installée sur l’appareil qui ouvre le fichier (la police choisie, sinon une police proche).
        </p>
      )}
      {payload && (
        <details className="qr-payload">
          <summary>Voir le contenu encodé</summary>
          <pre className="qr-payload__text">{payload}</pre>
          <CopyButton text={payload} label="le contenu encodé" />
        </details>
      )}
    </section>
  );
}

/** The address's names of the inputs (`/qr-code/?type=texte&texte=Bonjour`); the Wi-Fi password stays out of it. */
const TYPE_PARAM = choiceParam<ContentType>({ url: 'url', texte: 'text', email: 'email', telephone: 'phone', sms: 'sms', wifi: 'wifi', vcard: 'vcard' });
const FIELD_PARAMS = {
  url: 'url',
  texte: 'text',
  email: 'emailAddress',
  objet: 'emailSubject',
  message: 'emailBody',
  telephone: 'phone',
  'sms-numero': 'smsNumber',
  'sms-message': 'smsBody',
  reseau: 'wifiSsid',
  'mot-de-passe': 'wifiPassword',
  securite: 'wifiSecurity',
  masque: 'wifiHidden',
  nom: 'vcardName',
  organisation: 'vcardOrg',
  'vcard-telephone': 'vcardPhone',
  'vcard-email': 'vcardEmail',
  'vcard-site': 'vcardUrl',
};
const SECRET_FIELDS = ['mot-de-passe'];
const APPEARANCE_PARAMS = { taille: 'size', marge: 'margin', niveau: 'level', couleur: 'dark', fond: 'light', palette: 'preset' };
const TEXT_PARAMS = {
  haut: 'topEnabled',
  'texte-haut': 'topText',
  'taille-haut': 'topSize',
  bas: 'bottomEnabled',
  'texte-bas': 'bottomText',
  'taille-bas': 'bottomSize',
  police: 'font',
  'couleur-texte': 'textColor',
  'fond-texte': 'background',
  gras: 'bold',
  espacement: 'spacing',
};

export default function QrCodeTool() {
  const [type, setType] = useToolParam<ContentType>('type', 'url', TYPE_PARAM);
  const [fields, setFields] = useToolForm<QrFields>(EMPTY_FIELDS, FIELD_PARAMS, sanitiseFields, SECRET_FIELDS);
  const [touched, setTouched] = useState(false);
  const [appearance, setAppearance] = useToolForm<QrAppearance>(DEFAULT_APPEARANCE, APPEARANCE_PARAMS, sanitiseAppearance);
  const [text, setText] = useToolForm<TextOptions>(DEFAULT_TEXT_OPTIONS, TEXT_PARAMS, sanitiseTextOptions);

  const payload = useMemo(() => buildPayload(type, fields), [type, fields]);
  const state = useQrImage({ payload, size: appearance.size, margin: appearance.margin, level: appearance.level, dark: appearance.dark, light: appearance.light }, text);

  const setField = <K extends keyof QrFields>(key: K, value: QrFields[K]) => {
    setTouched(true);
    setFields((current) => ({ ...current, [key]: value }));
  };
  const setLook = <K extends keyof QrAppearance>(key: K, value: QrAppearance[K]) => setAppearance((current) => ({ ...current, [key]: value }));
  const setColour = (key: 'dark' | 'light', value: string) => setAppearance((current) => ({ ...current, [key]: value, preset: null }));
  const setTextOption = <K extends keyof TextOptions>(key: K, value: TextOptions[K]) => setText((current) => ({ ...current, [key]: value }));

  const colours = colourIssue(appearance.dark, appearance.light);
  const anyText = text.topEnabled || text.bottomEnabled;
  const levelHint = ERROR_LEVELS.find((l) => l.value === appearance.level)?.hint;

  return (
    <ToolFrame>
      <div className="qr-tool">
      <div className="qr-layout">
        <div className="qr-content">
          <ChoiceField legend="Type de contenu" name="qr-type" value={type} options={CONTENT_TYPES} onChange={setType} />
          <ContentFields type={type} fields={fields} set={setField} />
        </div>

        <Preview state={state} payload={payload} showEmpty={touched} type={type} appearance={appearance} text={text} />

        <div className="qr-options">
          <section className="subpanel" aria-labelledby="qr-look-title">
            <h2 id="qr-look-title" className="qr-panel__title">
              Apparence
            </h2>
            <div className="form-grid">
              <RangeField label="Taille" value={appearance.size} min={SIZE_MIN} max={SIZE_MAX} step={10} onChange={(v) => setLook('size', v)} format={px} />
              <RangeField label="Marge" value={appearance.margin} min={MARGIN_MIN} max={MARGIN_MAX} onChange={(v) => setLook('margin', v)} format={modules} />
            </div>
            <div className="qr-levels">
              <ChoiceField<ErrorLevel> legend="Correction d’erreur" name="qr-level" value={appearance.level} options={ERROR_LEVELS} onChange={(v) => setLook('level', v)} />
            </div>
            {levelHint && <p className="field__hint qr-level-hint">{levelHint}</p>}
            <ColorPresets
              legend="Couleurs prédéfinies"
              presets={COLOUR_PRESETS}
              selected={appearance.preset}
              onSelect={(preset) => setAppearance((current) => ({ ...current, dark: preset.colors[0]!, light: preset.colors[1]!, preset: preset.name }))}
            />
            <div className="form-grid">
              <ColorField label="Couleur des modules" value={appearance.dark} onChange={(v) => setColour('dark', v)} />
              <ColorField label="Couleur du fond" value={appearance.light} onChange={(v) => setColour('light', v)} />
            </div>
            {colours && (
              <p className="notice qr-colour-warning" data-testid="qr-colour-warning">
                {COLOUR_WARNINGS[colours]}
              </p>
            )}
          </section>

          <section className="subpanel" aria-labelledby="qr-text-title">
            <h2 id="qr-text-title" className="qr-panel__title">
              Texte personnalisé
            </h2>
            <fieldset className="field qr-quick">
              <legend className="field__label">Textes rapides (au-dessus du code)</legend>
              <div className="pill-list">
                {QUICK_TEXTS.map((quick) => (
                  <button
                    key={quick}
                    type="button"
                    className={`pill${text.topEnabled && text.topText === quick ? ' is-selected' : ''}`}
                    aria-pressed={text.topEnabled && text.topText === quick}
                    onClick={() => setText((current) => ({ ...current, topText: quick, topEnabled: true }))}
                  >
                    {quick}
                  </button>
                ))}
              </div>
            </fieldset>
            <div className="qr-text-band">
              <CheckboxField label="Texte au-dessus du code" checked={text.topEnabled} onChange={(v) => setTextOption('topEnabled', v)} />
              {text.topEnabled && (
                <div className="form-grid">
                  <TextField label="Texte du haut" name="qr-top-text" value={text.topText} maxLength={CUSTOM_TEXT_MAX_LENGTH} onChange={(v) => setTextOption('topText', v)} placeholder="Scannez-moi" />
                  <RangeField label="Taille du texte du haut" value={text.topSize} min={TOP_SIZE_MIN} max={TOP_SIZE_MAX} onChange={(v) => setTextOption('topSize', v)} format={px} />
                </div>
              )}
            </div>
            <div className="qr-text-band">
              <CheckboxField label="Texte en dessous du code" checked={text.bottomEnabled} onChange={(v) => setTextOption('bottomEnabled', v)} />
              {text.bottomEnabled && (
                <div className="form-grid">
                  <TextField label="Texte du bas" name="qr-bottom-text" value={text.bottomText} maxLength={CUSTOM_TEXT_MAX_LENGTH} onChange={(v) => setTextOption('bottomText', v)} placeholder="www.exemple.fr" />
                  <RangeField label="Taille du texte du bas" value={text.bottomSize} min={BOTTOM_SIZE_MIN} max={BOTTOM_SIZE_MAX} onChange={(v) => setTextOption('bottomSize', v)} format={px} />
                </div>
              )}
            </div>
            {anyText && (
              <>
                <div className="form-grid">
                  <SelectField<FontName> label="Police" value={text.font} options={FONTS.map((f) => ({ value: f.name, label: f.name }))} onChange={(v) => setTextOption('font', v)} />
                  <RangeField label="Espacement" value={text.spacing} min={SPACING_MIN} max={SPACING_MAX} onChange={(v) => setTextOption('spacing', v)} format={px} />
                  <ColorField label="Couleur du texte" value={text.textColor} onChange={(v) => setTextOption('textColor', v)} />
                  <ColorField label="Fond de l’image" value={text.background} onChange={(v) => setTextOption('background', v)} />
                </div>
                <CheckboxField label="Texte en gras" checked={text.bold} onChange={(v) => setTextOption('bold', v)} />
                {textContrastLow(text.textColor, text.background) && <p className="notice">Texte peu lisible sur ce fond (contraste inférieur à 4,5&#160;:&#160;1).</p>}
              </>
            )}
          </section>
        </div>
      </div>
      </div>
    </ToolFrame>
  );
}
