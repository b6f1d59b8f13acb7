// What a visitor typed into a server-rendered form before the page's scripts took over (decision 0030).
// Hydrating, React leaves a field's text as it is, but the form's state still holds what the
// server rendered (empty), so Send would check and post the empty state. Once the form is live its
// state takes the fields' text: what is in the fields is what is sent.
import { useEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (el: unknown): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** On mount: `adopt(name, text)` for each of `values`' fields of form `formId` whose text differs from the state's. */
export function useTypedBeforeScripts(formId: string, values: Record<string, string>, adopt: (name: string, value: string) => void) {
  // The values and callback the form first rendered with: only that render can differ from the page.
  const first = useRef({ values, adopt });
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    for (const [name, rendered] of Object.entries(first.current.values)) {
      // A group of radio buttons: the chosen one's value ('' for none).
      const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.name === name);
      if (radios.length) {
        const chosen = radios.find((r) => r.checked)?.value ?? '';
        if (chosen !== rendered) first.current.adopt(name, chosen);
        continue;
      }
      const field = form.elements.namedItem(name);
      if (!isField(field) || field.type === 'hidden') continue;
      // A box's value is its value when ticked and '' when not (its `value` is "on" either way).
      const text = field.type === 'checkbox' ? ((field as HTMLInputElement).checked ? field.value : '') : field.value;
      if (text !== rendered) first.current.adopt(name, text);
    }
  }, [formId]);
}
