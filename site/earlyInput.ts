/**
 * What a visitor types or chooses on the pre-rendered page before React has hydrated it (a slow phone, a
 * slow network) would be lost: the field shows « 120 » but the tool's state is still empty. This records the
 * fields changed early and, once React has hydrated the page, hands their value to React as a real change, so the
 * result follows.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

function changedSinceRender(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** What the user left in a field: its text or chosen option, or whether it is checked. */
const valueOf = (field: Field): string | boolean =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : field.value;

/** Starts recording. Call before hydrating; the returned function replays, once React has hydrated the page. */
export function captureEarlyInput(root: Document = document): () => void {
  // Typed before this script ran: the field no longer holds what the pre-rendered HTML gave it.
  const wanted = new Map<Field, string | boolean>();
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (changedSinceRender(field)) wanted.set(field, valueOf(field));
  }
  const record = (event: Event) => {
    if (isField(event.target)) wanted.set(event.target, valueOf(event.target));
  };
  root.addEventListener('input', record, true);
  root.addEventListener('change', record, true);

  return function replay() {
    root.removeEventListener('input', record, true);
    root.removeEventListener('change', record, true);
    for (const [field, value] of wanted) if (field.isConnected) replayField(field, value);
    wanted.clear();
  };
}

/**
 * Hydration may put a field back to the rendered state, and React fires onChange only when the DOM value
 * differs from the value it last recorded for the node. Setting a different value through the node's own
 * setter (which React wraps) records it; putting the user's value back through the prototype's setter does
 * not; the event that follows is then handled as the user's change.
 */
function replayField(field: Field, value: string | boolean) {
  if (typeof value === 'boolean') {
    const input = field as HTMLInputElement;
    if (input.type === 'radio' && !value) return;
    input.checked = !value;
    input.click(); // back to what the user chose, as a click React handles
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = `${value}\u0000`;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
