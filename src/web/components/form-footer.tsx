import { HONEYPOT_FIELD } from '../../shared/constants';

/**
 * The end of every public form (§8): the field only bots fill in (off screen, out of the tab order
 * and the accessibility tree), the success or error line announced to screen readers, the submit
 * button.
 */
export function FormFooter({
  form,
  label,
  busyLabel,
}: {
  form: {
    kind: string;
    values: { website: string };
    set(field: 'website'): (value: string) => void;
    success: string | null;
    error: string | null;
    pending: boolean;
  };
  label: string;
  busyLabel: string;
}) {
  const setWebsite = form.set('website');
  return (
    <>
      <div className="honeypot" aria-hidden="true">
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={form.values.website}
          onChange={(e) => setWebsite(e.target.value)}
        />
      </div>
      <div aria-live="polite" id={`${form.kind}-status`}>
        {form.success ? <p className="form-message form-message--success">{form.success}</p> : null}
        {form.error ? (
          <p className="form-message form-message--error" role="alert">
            {form.error}
          </p>
        ) : null}
      </div>
      <div>
        <SubmitButton pending={form.pending} label={label} busyLabel={busyLabel} />
      </div>
    </>
  );
}

/** A form's submit button: disabled, saying what it is doing, while the form is being sent. */
export function SubmitButton(props: { pending: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button" disabled={props.pending}>
      {props.pending ? props.busyLabel : props.label}
    </button>
  );
}
