// The application pages' texts in the page's language (English from this chunk, Hindi from the
// page's data), and the line that says why a plain form shows again.
import { studentApplications } from '../../../shared/messages/en-student-applications';
import { useMessages } from '../../lib/app-context';

export type Texts = typeof studentApplications;
export const useTexts = (): Texts => (useMessages().studentApplications as Texts | undefined) ?? studentApplications;

/** Why the form shows again (the website server's plain-form answer), in the page's language. */
export function Problem({ t, problem }: { t: Texts; problem: string | undefined }) {
  const text =
    problem === 'resume'
      ? t.resumeFailed
      : problem === 'code'
        ? t.consent.codeWrong
        : problem === 'status'
          ? t.status.failed
          : problem
            ? (t.errors as Record<string, string>)[problem]
            : undefined;
  return text ? (
    <p className="form-message form-message--error" role="alert">
      {text}
    </p>
  ) : null;
}
