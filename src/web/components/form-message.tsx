/** The success or error line under a form, announced to screen readers. */
export function FormMessage({ success, error }: { success?: string | null; error?: string | null }) {
  return (
    <div aria-live="polite">
      {success ? <p className="form-message form-message--success">{success}</p> : null}
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
