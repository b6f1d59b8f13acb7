// Forms without JavaScript (docs/decisions/0023): every public form also posts as plain HTML to the
// website server, which checks it, passes it on to the API and answers with the same page, its
// form showing what went wrong, or redirects to the page's success state. What the server and the
// page agree on lives here; the browser's bundle carries only the few names and the context.
import { createContext, type ReactNode, useContext } from 'react';
import { useConfig } from '../app/app-context';
import { CSRF_FIELD, FORM_FIELD, KEY_FIELD } from './plain-form';

export { CSRF_FIELD, FORM_FIELD, FORM_KEY_SLOT, FORM_TOKEN_SLOT, KEY_FIELD, SENT_PARAM } from './plain-form';

/** A posted form as the page shows it again: what was typed, the message, the fields at fault. */
export interface PostedForm {
  kind: string;
  values: Record<string, string>;
  error: string | null;
  /** A line that is not an error (a new code was sent). */
  info?: string | null;
  fields: string[];
}

/** What the server renders for a post, or for a visitor's state kept in a cookie (server rendering only). */
export interface PostedView {
  form?: PostedForm;
  /** Views only the server renders (never hydrated): keyed by where they replace the page's own. */
  views?: { slots?: ReactNode };
}

export const PostedContext = createContext<PostedView | null>(null);

/** The posted form of this kind, when the page answers its post. */
export function usePosted(kind: string): PostedForm | undefined {
  const form = useContext(PostedContext)?.form;
  return form?.kind === kind ? form : undefined;
}

export const usePostedView = () => useContext(PostedContext)?.views;

/** The hidden fields of a plain form: its kind, the visitor's CSRF token and the submission's key. */
export function FormKeys({ kind }: { kind: string }) {
  const config = useConfig();
  return (
    <>
      <input type="hidden" name={FORM_FIELD} value={kind} />
      <input type="hidden" name={CSRF_FIELD} value={config.formToken ?? ''} />
      <input type="hidden" name={KEY_FIELD} value={config.formKey ?? ''} />
    </>
  );
}
