import { QrCode } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { ColorField } from '../../components/fields/ColorField';
import { ColorPresets } from '../../components/fields/ColorPresets';
import { RangeField } from '../../components/fields/RangeField';
import { TextField } from '../../components/fields/TextField';
import { formatInteger, formatNumber } from '../../components/lib/number';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { LoadStatus } from '../../components/layout/LoadStatus';
import { onDemand } from '../../components/lib/onDemand';
import { useOnDemand } from '../../components/lib/useOnDemand';
import { usePlatform } from '../../platform/platform';
import { drawing } from './drawing';
import { decodeLogo } from './logo';
import { LogoField } from './LogoField';
import { content } from './content';
import { choiceParam, useToolForm, useToolParam } from '../../components/tool/toolState';
import {
  CONTENT_TYPES,
  EMPTY_CONTENT_MESSAGE,
  EMPTY_FIELDS,
  hasInput,
  sanitiseFields,
  type ContentType,
  type QrFields,
} from '../../components/qr/fields';
import { MoreFields, type FieldsProps } from './MoreFields';
import { buildPayload, fieldErrors, fieldWarnings } from '../../components/qr/payload';
import { BandFields, StyleFields } from './TextFields';
import { PreviewPanel } from './PreviewPanel';
import { Required } from './Required';
import {
  COLOUR_PRESETS,
  darkColours,
  DEFAULT_APPEARANCE,
  DEFAULT_EXPORT,
  DEFAULT_LOGO,
  DEFAULT_STYLE,
  DEFAULT_TEXT_OPTIONS,
  ERROR_LEVELS,
  EXPORT_MM_MAX,
  EXPORT_MM_MIN,
  EXPORT_PX_MAX,
  EXPORT_PX_MIN,
  EXPORT_UNITS,
  EYE_CENTRE_SHAPES,
  EYE_SHAPES,
  GRADIENTS,
  GENERATION_ERROR,
  GENERATOR_LOAD_FAILED,
  MARGIN_MAX,
  MARGIN_MIN,
  mmToPx,
  MODULE_SHAPES,
  PRINT_DPI,
  px,
  sanitiseAppearance,
  sanitiseExport,
  sanitiseLogo,
  sanitiseStyle,
  validLogo,
  sanitiseTextOptions,
  worstColourIssue,
  QUICK_TEXTS,
  SIZE_MAX,
  SIZE_MIN,
  type ColourIssue,
  type DarkColour,
  type ErrorLevel,
  type ExportOptions,
  type ExportUnit,
  type EyeCentreShape,
  type EyeShape,
  type GradientKind,
  type LogoOptions,
  type ModuleShape,
  type QrAppearance,
  type QrStyle,
  type TextOptions,
} from '../../components/qr/qrCode';

interface ContentFieldsProps extends FieldsProps {
  type: ContentType;
}

/** The fields of the chosen type. */
function ContentFields({ type, ...props }: ContentFieldsProps) {
  const { fields, set, warnings, errors } = props;
  if (type === 'url') {
    return (
      <TextField
        label={<Required>Adresse du site</Required>}
        name="qr-url"
        type="url"
        inputMode="url"
        value={fields.url}
        onChange={(v) => set('url', v)}
        placeholder="https://www.exemple.fr"
        hint="Sans https://, il est ajouté pour que les téléphones ouvrent bien le site."
        error={errors.url}
      />
    );
  }
  return <MoreFields type={type} {...props} />;
}

/** Millimetres written as centimetres with one decimal: « 10,2 cm ». */
const centimetres = (mm: number) => `${formatNumber(mm / 10, { decimals: 1, minDecimals: 1 })}\u00a0cm`;

const modules = (value: number) => `${value}\u00a0module${value > 1 ? 's' : ''}`;

/** The warning under the colours, naming the colour at fault (« la couleur des yeux »). */
function colourWarning({ issue, part }: { issue: ColourIssue; part: DarkColour }): string {
  return issue === 'inverted'
    ? `Couleurs inversées\u00a0: ${part.name} est plus claire que le fond, la plupart des lecteurs ne liront pas ce code.`
    : `Contraste trop faible entre ${part.name} et le fond\u00a0: le code risque de ne pas se scanner.`;
}

/** In the preview while a field is refused: the field's own message, announced once, says why. */
export const REFUSED_CONTENT_MESSAGE = 'Aucun QR code n’est créé\u00a0: corrigez l’adresse signalée sous son champ.';

/** The preview until there is something to encode: a placeholder, the missing fields' message, or a field refused. */
function EmptyPreview({ message, refused }: { message: string | null; refused: boolean }) {
  return (
    <PreviewPanel
      frame={
        refused ? (
          <p className="qr-preview__message field__error">{REFUSED_CONTENT_MESSAGE}</p>
        ) : message ? (
          <p className="qr-preview__message field__error" role="alert">
            {message}
          </p>
        ) : (
          <p className="qr-preview__placeholder">
            <QrCode aria-hidden size={40} />
            Votre QR code apparaîtra ici dès que le contenu sera saisi.
          </p>
        )
      }
    />
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
const STYLE_PARAMS = {
  forme: 'moduleShape',
  yeux: 'eyeShape',
  'centre-yeux': 'eyeCentreShape',
  'yeux-colores': 'eyeColorOn',
  'couleur-yeux': 'eyeColor',
  'centre-colore': 'eyeCentreColorOn',
  'couleur-centre': 'eyeCentreColor',
  degrade: 'gradient',
  'couleur-degrade': 'gradientColor',
};
const EXPORT_PARAMS = { 'png-unite': 'unit', 'png-px': 'px', 'png-mm': 'mm' };
const LOGO_PARAMS = { logo: 'on', 'logo-taille': 'size', 'logo-fond': 'pad' };
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

/** The live preview (code, check, downloads and copy), shown once there is something to encode. */
const livePreview = onDemand(() => import('./LivePreview'));
// A visitor comes to this page to make a code: the preview and the encoder it loads are asked for as the page's code
// runs, beside the hydration, not two round trips after the first thing typed or read from the address. A failure
// here is the preview's business once it is wanted (it loads again, or says so with « Réessayer »).
if (typeof window !== 'undefined') {
  void livePreview.load().catch(() => undefined);
  void drawing.load().catch(() => undefined);
}

/** The batch section's code (list, CSV, ZIP), loaded when the section is first opened. */
const batchCode = onDemand(() => import('./BatchSection'));

/**
 * The logo: kept on the device only (never in the address), read back and decoded when the page opens; a logo too
 * heavy for the device's storage still serves on this page.
 */
function useLogo() {
  const { storedItem } = usePlatform();
  const item = useMemo(() => storedItem<string | null>('qr-logo', { fallback: null, validate: validLogo }), [storedItem]);
  const [current, setCurrent] = useState<{ href: string; image: HTMLImageElement } | null>(null);
  const [notKept, setNotKept] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void item.get().then(async (href) => {
      const image = href ? await decodeLogo(href) : null;
      if (!cancelled && href && image) setCurrent((shown) => shown ?? { href, image });
    });
    return () => {
      cancelled = true;
    };
  }, [item]);
  return {
    current,
    notKept,
    set: (href: string, image: HTMLImageElement) => {
      setCurrent({ href, image });
      item.set(href).then(
        () => setNotKept(false),
        () => setNotKept(true),
      );
    },
    remove: () => {
      setCurrent(null);
      setNotKept(false);
      void item.set(null).catch(() => undefined);
    },
  };
}

export default function QrCodeTool() {
  const [type, setType] = useToolParam<ContentType>('type', 'url', TYPE_PARAM);
  const [fields, setFields] = useToolForm<QrFields>(EMPTY_FIELDS, FIELD_PARAMS, sanitiseFields, SECRET_FIELDS);
  const [touched, setTouched] = useState(false);
  const [miniSlot, setMiniSlot] = useState<HTMLDivElement | null>(null);
  const [appearance, setAppearance] = useToolForm<QrAppearance>(DEFAULT_APPEARANCE, APPEARANCE_PARAMS, sanitiseAppearance);
  const [text, setText] = useToolForm<TextOptions>(DEFAULT_TEXT_OPTIONS, TEXT_PARAMS, sanitiseTextOptions);
  const [style, setStyle] = useToolForm<QrStyle>(DEFAULT_STYLE, STYLE_PARAMS, sanitiseStyle);
  const [exportOptions, setExport] = useToolForm<ExportOptions>(DEFAULT_EXPORT, EXPORT_PARAMS, sanitiseExport);
  const [logoOptions, setLogoOptions] = useToolForm<LogoOptions>(DEFAULT_LOGO, LOGO_PARAMS, sanitiseLogo);
  const logo = useLogo();
  const readyLogo = useMemo(() => (logo.current && logoOptions.on ? { options: logoOptions, ...logo.current } : null), [logo.current, logoOptions]);
  // A logo hides modules: level H, the most robust, is imposed while it is there.
  const level: ErrorLevel = readyLogo ? 'H' : appearance.level;

  const anyText = text.topEnabled || text.bottomEnabled;
  const payload = useMemo(() => (hasInput(type, fields) ? buildPayload(type, fields) : ''), [type, fields]);
  const warnings = useMemo(() => fieldWarnings(type, fields), [type, fields]);
  const errors = useMemo(() => fieldErrors(type, fields), [type, fields]);
  const refused = Object.keys(errors).length > 0;

  const setField = <K extends keyof QrFields>(key: K, value: QrFields[K]) => {
    setTouched(true);
    setFields((current) => ({ ...current, [key]: value }));
  };
  const setLook = <K extends keyof QrAppearance>(key: K, value: QrAppearance[K]) => setAppearance((current) => ({ ...current, [key]: value }));
  const setColour = (key: 'dark' | 'light', value: string) => setAppearance((current) => ({ ...current, [key]: value, preset: null }));
  const setStyleOption = <K extends keyof QrStyle>(key: K, value: QrStyle[K]) => setStyle((current) => ({ ...current, [key]: value }));
  const setTextOption = <K extends keyof TextOptions>(key: K, value: TextOptions[K]) => setText((current) => ({ ...current, [key]: value }));

  const live = useOnDemand(livePreview, payload !== '');
  const [batchOpen, setBatchOpen] = useState(false);
  const batch = useOnDemand(batchCode, batchOpen);
  const batchDesign = useMemo(
    () => ({ size: appearance.size, margin: appearance.margin, level, dark: appearance.dark, light: appearance.light, style, text, logo: readyLogo }),
    [appearance.size, appearance.margin, level, appearance.dark, appearance.light, style, text, readyLogo],
  );

  const colours = worstColourIssue(darkColours(appearance.dark, style), appearance.light);
  const levelHint = ERROR_LEVELS.find((l) => l.value === level)?.hint;

  return (
    <ToolFrame content={content}>
      <div className="qr-tool">
        <div className="qr-layout">
          <div className="qr-content">
            <ChoiceField legend="Type de contenu" name="qr-type" value={type} options={CONTENT_TYPES} onChange={setType} />
            <ContentFields type={type} fields={fields} set={setField} warnings={warnings} errors={errors} />
          </div>

          {payload && live.value ? (
            <live.value.LivePreview payload={payload} type={type} appearance={readyLogo ? { ...appearance, level } : appearance} style={style} logo={readyLogo} text={text} exportOptions={exportOptions} miniSlot={miniSlot} />
          ) : payload ? (
            <PreviewPanel pending={!live.failed} frame={live.failed && <LoadStatus failed={GENERATOR_LOAD_FAILED} onRetry={live.retry} />} />
          ) : (
            <EmptyPreview message={touched ? EMPTY_CONTENT_MESSAGE : null} refused={refused} />
          )}

          <div className="qr-options">
            {/* On a narrow screen the options come after the preview: a small copy of the code stays in view over them. */}
            <div className="qr-mini" ref={setMiniSlot} />
            <section className="subpanel" aria-labelledby="qr-look-title">
              <h2 id="qr-look-title" className="qr-panel__title">
                Apparence
              </h2>
              <div className="form-grid">
                <RangeField label="Taille" value={appearance.size} min={SIZE_MIN} max={SIZE_MAX} step={10} onChange={(v) => setLook('size', v)} format={px} />
                <RangeField label="Marge" value={appearance.margin} min={MARGIN_MIN} max={MARGIN_MAX} onChange={(v) => setLook('margin', v)} format={modules} />
              </div>
              <div className="qr-levels">
                <ChoiceField<ErrorLevel>
                  legend="Correction d’erreur"
                  name="qr-level"
                  value={level}
                  options={ERROR_LEVELS}
                  onChange={(v) => setLook('level', v)}
                  disabled={readyLogo !== null}
                />
              </div>
              {levelHint && <p className="field__hint qr-level-hint">{levelHint}</p>}
              <div className="qr-shapes">
                <ChoiceField<ExportUnit>
                  legend="Taille du PNG téléchargé ou copié"
                  name="qr-export-unit"
                  value={exportOptions.unit}
                  options={EXPORT_UNITS}
                  onChange={(v) => setExport((current) => ({ ...current, unit: v }))}
                />
              </div>
              {exportOptions.unit === 'px' && (
                <RangeField
                  label="Côté du code dans le PNG"
                  value={exportOptions.px}
                  min={EXPORT_PX_MIN}
                  max={EXPORT_PX_MAX}
                  step={50}
                  onChange={(v) => setExport((current) => ({ ...current, px: v }))}
                  format={(v) => `${formatInteger(v)}\u00a0px (${centimetres((v / PRINT_DPI) * 25.4)})`}
                />
              )}
              {exportOptions.unit === 'cm' && (
                <RangeField
                  label="Côté du code imprimé"
                  value={exportOptions.mm}
                  min={EXPORT_MM_MIN}
                  max={EXPORT_MM_MAX}
                  onChange={(v) => setExport((current) => ({ ...current, mm: v }))}
                  format={(v) => `${centimetres(v)} (${formatInteger(mmToPx(v))}\u00a0px)`}
                  hint={'À 300\u00a0ppp, la résolution demandée par les imprimeurs.'}
                />
              )}
            </section>

            <section className="subpanel" aria-labelledby="qr-design-title">
              <h2 id="qr-design-title" className="qr-panel__title">
                Formes et couleurs
              </h2>
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
              <div className="qr-shapes">
                <ChoiceField<ModuleShape> legend="Forme des modules" name="qr-module-shape" value={style.moduleShape} options={MODULE_SHAPES} onChange={(v) => setStyleOption('moduleShape', v)} />
                <ChoiceField<EyeShape> legend="Forme des yeux (repères des coins)" name="qr-eye-shape" value={style.eyeShape} options={EYE_SHAPES} onChange={(v) => setStyleOption('eyeShape', v)} />
                <ChoiceField<EyeCentreShape>
                  legend="Centre des yeux"
                  name="qr-eye-centre-shape"
                  value={style.eyeCentreShape}
                  options={EYE_CENTRE_SHAPES}
                  onChange={(v) => setStyleOption('eyeCentreShape', v)}
                />
              </div>
              <div className="qr-text-band">
                <CheckboxField label="Yeux d’une autre couleur" checked={style.eyeColorOn} onChange={(v) => setStyleOption('eyeColorOn', v)} />
                {style.eyeColorOn && <ColorField label="Couleur des yeux" value={style.eyeColor} onChange={(v) => setStyleOption('eyeColor', v)} />}
                <CheckboxField label="Centre des yeux d’une autre couleur" checked={style.eyeCentreColorOn} onChange={(v) => setStyleOption('eyeCentreColorOn', v)} />
                {style.eyeCentreColorOn && (
                  <ColorField label="Couleur du centre des yeux" value={style.eyeCentreColor} onChange={(v) => setStyleOption('eyeCentreColor', v)} />
                )}
              </div>
              <div className="qr-shapes">
                <ChoiceField<GradientKind> legend="Dégradé des modules" name="qr-gradient" value={style.gradient} options={GRADIENTS} onChange={(v) => setStyleOption('gradient', v)} />
              </div>
              {style.gradient !== 'none' && (
                <ColorField
                  label="Couleur de fin du dégradé"
                  value={style.gradientColor}
                  onChange={(v) => setStyleOption('gradientColor', v)}
                  hint="Le dégradé part de la couleur des modules."
                />
              )}
              {colours && (
                <p className="notice qr-colour-warning" data-testid="qr-colour-warning">
                  {colourWarning(colours)}
                </p>
              )}
            </section>

            <section className="subpanel" aria-labelledby="qr-logo-title">
              <h2 id="qr-logo-title" className="qr-panel__title">
                Logo au centre
              </h2>
              <LogoField
                href={readyLogo?.href ?? null}
                onLogo={(href, image) => {
                  logo.set(href, image);
                  setLogoOptions((current) => ({ ...current, on: true }));
                }}
                onRemove={() => {
                  logo.remove();
                  setLogoOptions((current) => ({ ...current, on: false }));
                }}
                options={logoOptions}
                setOption={(key, value) => setLogoOptions((current) => ({ ...current, [key]: value }))}
                notKept={logo.notKept}
              />
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
                {text.topEnabled && <BandFields band="top" text={text} set={setTextOption} />}
              </div>
              <div className="qr-text-band">
                <CheckboxField label="Texte en dessous du code" checked={text.bottomEnabled} onChange={(v) => setTextOption('bottomEnabled', v)} />
                {text.bottomEnabled && <BandFields band="bottom" text={text} set={setTextOption} />}
              </div>
              {anyText && <StyleFields text={text} set={setTextOption} />}
            </section>

            <details className="subpanel qr-batch-panel" onToggle={(event) => event.currentTarget.open && setBatchOpen(true)}>
              <summary className="qr-panel__title">Plusieurs QR codes d’un coup (ZIP)</summary>
              {batch.value ? (
                <batch.value.BatchSection design={batchDesign} />
              ) : (
                <LoadStatus failed={batch.failed ? 'La création par lot n’a pas pu être chargée.' : undefined} onRetry={batch.retry} />
              )}
            </details>
          </div>
        </div>
      </div>
    </ToolFrame>
  );
}
