import { QrCode } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { ColorField } from '../../components/fields/ColorField';
import { ColorPresets } from '../../components/fields/ColorPresets';
import { RangeField } from '../../components/fields/RangeField';
import { TextField } from '../../components/fields/TextField';
import { onDemand } from '../../components/lib/onDemand';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { choiceParam, useToolForm, useToolParam } from '../../components/tool/toolState';
import {
  CONTENT_TYPES,
  EMPTY_CONTENT_MESSAGE,
  EMPTY_FIELDS,
  hasInput,
  sanitiseFields,
  type ContentType,
  type QrFields,
} from './fields';
import type { FieldsProps } from './MoreFields';
import { PreviewPanel } from './PreviewPanel';
import { Required } from './Required';
import {
  COLOUR_PRESETS,
  colourIssue,
  DEFAULT_APPEARANCE,
  DEFAULT_TEXT_OPTIONS,
  ERROR_LEVELS,
  GENERATION_ERROR,
  MARGIN_MAX,
  MARGIN_MIN,
  px,
  sanitiseAppearance,
  sanitiseTextOptions,
  QUICK_TEXTS,
  SIZE_MAX,
  SIZE_MIN,
  type ErrorLevel,
  type QrAppearance,
  type TextOptions,
} from './qrCode';

/**
 * The builders of the encoded text, the live preview and the fields every page starts without (the other content
 * types', the custom text's): output.ts, loaded when one is needed or as soon as the tool is reached. The page as it
 * starts (web address, empty, no custom text) needs none of it (issue 13).
 */
const output = onDemand(() => import('./output'));
const preloadOutput = () => void output.load().catch(() => undefined);
type Output = Awaited<ReturnType<typeof output.load>>;

/**
 * The builders and the fields that come with them, loaded when `wanted` (something typed, another content type, a
 * custom text), with whether they failed to come. A lost chunk is asked for again at the next change of the tool's
 * inputs (`inputs`) or on « Réessayer ».
 */
function useOutput(wanted: boolean, inputs: readonly unknown[]): { builders: Output | undefined; failed: boolean; retry: () => void } {
  const [builders, setBuilders] = useState(output.loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const needed = wanted && !builders;
  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    output.load().then(
      (loaded) => {
        if (cancelled) return;
        setFailed(false);
        setBuilders(loaded);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(GENERATION_ERROR, error);
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [needed, attempt, ...inputs]);
  return { builders, failed, retry: () => setAttempt((n) => n + 1) };
}

interface ContentFieldsProps extends FieldsProps {
  type: ContentType;
  output: ReturnType<typeof useOutput>;
}

/** The fields of the chosen type: the web address's, with the page; the others', with the builders. */
function ContentFields({ type, output, ...props }: ContentFieldsProps) {
  const { fields, set, warnings } = props;
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
        hint={warnings.url ?? 'Sans https://, il est ajouté pour que les téléphones ouvrent bien le site.'}
      />
    );
  }
  return output.builders ? <output.builders.MoreFields type={type} {...props} /> : <OutputPending output={output} />;
}

/** In place of fields that come with the builders: a line while they load, a retry if they could not. */
function OutputPending({ output: { failed, retry } }: { output: ReturnType<typeof useOutput> }) {
  if (!failed) {
    return (
      <p className="tool-loading" role="status">
        Chargement des champs…
      </p>
    );
  }
  return (
    <div className="qr-fields-failed" role="alert">
      <p className="field__error">Ces champs n’ont pas pu être chargés. Vérifiez votre connexion, puis réessayez.</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        Réessayer
      </button>
    </div>
  );
}

const modules = (value: number) => `${value}\u00a0module${value > 1 ? 's' : ''}`;

const COLOUR_WARNINGS = {
  inverted: 'Modules plus clairs que le fond\u00a0: la plupart des lecteurs ne liront pas ce code.',
  'low-contrast': 'Contraste trop faible entre les deux couleurs\u00a0: le code risque de ne pas se scanner.',
} as const;

/** The preview until there is something to encode: a placeholder, the missing fields' message or the builders' failure. */
function EmptyPreview({ message }: { message: string | null }) {
  return (
    <PreviewPanel
      frame={
        message ? (
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

/**
 * What the preview says while there is nothing to show. Until the builders have come, what is typed is neither
 * missing nor wrong yet, and fields not shown are not missing: only an emptied web address is; builders that could
 * not come for what was typed give the generation error.
 */
function previewMessage({ loaded, failed, touched, typed, type }: { loaded: boolean; failed: boolean; touched: boolean; typed: boolean; type: ContentType }): string | null {
  if (loaded) return touched ? EMPTY_CONTENT_MESSAGE : null;
  if (typed) return failed ? GENERATION_ERROR : null;
  return touched && type === 'url' ? EMPTY_CONTENT_MESSAGE : null;
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

  const typed = hasInput(type, fields);
  const anyText = text.topEnabled || text.bottomEnabled;
  const loading = useOutput(typed || type !== 'url' || anyText, [type, fields, text]);
  const { builders, failed } = loading;
  const payload = useMemo(() => (builders && typed ? builders.buildPayload(type, fields) : ''), [builders, typed, type, fields]);
  const warnings = useMemo(() => (builders ? builders.fieldWarnings(type, fields) : {}), [builders, type, fields]);
  const emptyMessage = previewMessage({ loaded: Boolean(builders), failed, touched, typed, type });

  const setField = <K extends keyof QrFields>(key: K, value: QrFields[K]) => {
    setTouched(true);
    setFields((current) => ({ ...current, [key]: value }));
  };
  const setLook = <K extends keyof QrAppearance>(key: K, value: QrAppearance[K]) => setAppearance((current) => ({ ...current, [key]: value }));
  const setColour = (key: 'dark' | 'light', value: string) => setAppearance((current) => ({ ...current, [key]: value, preset: null }));
  const setTextOption = <K extends keyof TextOptions>(key: K, value: TextOptions[K]) => setText((current) => ({ ...current, [key]: value }));

  const colours = colourIssue(appearance.dark, appearance.light);
  const levelHint = ERROR_LEVELS.find((l) => l.value === appearance.level)?.hint;

  return (
    <ToolFrame>
      {/* Reaching the tool (a field focused, a press anywhere in it) loads the builders before they are needed. */}
      <div className="qr-tool" onFocus={preloadOutput} onPointerDown={preloadOutput}>
        <div className="qr-layout">
          <div className="qr-content">
            <ChoiceField legend="Type de contenu" name="qr-type" value={type} options={CONTENT_TYPES} onChange={setType} />
            <ContentFields type={type} output={loading} fields={fields} set={setField} warnings={warnings} />
          </div>

          {payload && builders ? (
            <builders.LivePreview payload={payload} type={type} appearance={appearance} text={text} />
          ) : (
            <EmptyPreview message={emptyMessage} />
          )}

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
                {text.topEnabled && (builders ? <builders.BandFields band="top" text={text} set={setTextOption} /> : <OutputPending output={loading} />)}
              </div>
              <div className="qr-text-band">
                <CheckboxField label="Texte en dessous du code" checked={text.bottomEnabled} onChange={(v) => setTextOption('bottomEnabled', v)} />
                {text.bottomEnabled && (builders ? <builders.BandFields band="bottom" text={text} set={setTextOption} /> : <OutputPending output={loading} />)}
              </div>
              {/* While the builders come, the bands' pending lines stand for these fields too. */}
              {anyText && builders && <builders.StyleFields text={text} set={setTextOption} />}
            </section>
          </div>
        </div>
      </div>
    </ToolFrame>
  );
}
