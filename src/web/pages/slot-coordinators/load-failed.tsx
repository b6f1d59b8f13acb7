// A load of the camp that failed, and the way to ask again (a button with the script, a link
// without). Apart from choices.tsx so that the page's sign-in does not load the lists' code.
import type { ReactNode } from 'react';

export function LoadFailed({ error, retry }: { error: string | null; retry: ReactNode }) {
  return (
    <div className="slots-card">
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
      {retry}
    </div>
  );
}
