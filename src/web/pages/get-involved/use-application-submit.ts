// The submit cycle of an application (volunteer, partner): sent with the answers to its privacy
// notice, and told in the applications' own texts.
import { useNoticeInput } from '../../components/privacy-notice';
import { useMessages } from '../../lib/app-context';
import { type SubmitOptions, useSubmit } from '../../forms/use-submit';

type Own = 'kind' | 'toInput' | 'success' | 'failed' | 'failedLater';

export function useApplicationSubmit<V extends Record<string, string>, I>(
  kind: 'volunteer' | 'partner',
  options: Omit<SubmitOptions<V, I>, Own>,
) {
  const msgs = useMessages();
  const noticeInput = useNoticeInput(kind);
  return useSubmit({
    ...options,
    kind,
    toInput: (v) => ({ ...v, ...noticeInput(v) }),
    success: msgs.submit[`${kind}Success`],
    failed: msgs.submit[`${kind}Failed`],
    failedLater: msgs.submit.applicationFailedLater,
  });
}
