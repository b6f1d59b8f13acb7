// Decision 0031: while texts are not sent (SMS_PROVIDER=log, the default), the slot coordinator list says
// so, and each coordinator's row has a button that gives them a one-time sign-in code by hand: the
// code and a link with it, shown once in a dialog (the API keeps only the code's hash).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SignInCode, SlotCoordinatorDetails } from '../../../shared/schemas/staff/slot-coordinators';
import { signInCodesApi } from '../../api/slot-coordinators';
import { useApi } from '../../lib/console-context';
import { useCurrentUser } from '../../lib/current-user';
import { fill, m } from '../../lib/messages';
import { useConfirm } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { StatusNotice } from '../../components/page-header';
import { showDateTime } from '../../lib/resource';
import { errorsOf } from '../../lib/validation';
import './sign-in-code.css';

const t = m.tasks.sms;

/** Whether texts go out (admins only: the call is theirs). */
export function useSmsStatus() {
  const api = useApi();
  const { can } = useCurrentUser();
  return useQuery({
    queryKey: ['sms', 'status'],
    queryFn: ({ signal }) => signInCodesApi.smsStatus(api, signal),
    enabled: can.isAdmin,
    staleTime: 5 * 60_000,
  });
}

/** "Texts are not being sent …" above the coordinator list, when they are not. */
export function SmsNotice() {
  const status = useSmsStatus();
  return status.data && !status.data.sending ? <p className="notice notice--error">{t.off}</p> : null;
}

export function SignInCodeButton({ coordinator }: { coordinator: SlotCoordinatorDetails }) {
  const api = useApi();
  const confirm = useConfirm();
  const [given, setGiven] = useState<SignInCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const give = useMutation({
    mutationFn: () => signInCodesApi.give(api, coordinator.id),
    onMutate: () => setError(null),
    onSuccess: setGiven,
    onError: (e) => setError(errorsOf(e).error),
  });
  if (!coordinator.is_active) return null;
  const name = coordinator.name;

  async function ask() {
    if (await confirm({ title: fill(t.confirmTitle, { name }), text: fill(t.confirmText, { name }), confirmLabel: t.confirm })) {
      give.mutate();
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={give.isPending}
        aria-label={fill(t.giveLabel, { name })}
        onClick={() => void ask()}
      >
        {t.give}
      </button>
      {error && (
        <span className="notice notice--error" role="alert">
          {error}
        </span>
      )}
      {given && <GivenCode name={name} given={given} onClose={() => setGiven(null)} />}
    </>
  );
}

function GivenCode({ name, given, onClose }: { name: string; given: SignInCode; onClose(): void }) {
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(given.link);
      setCopied(t.copied);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is there to select.
      document.getElementById('sign-in-link')?.focus();
    }
  }
  return (
    <Dialog title={fill(t.title, { name })} onClose={onClose}>
      <p>{fill(t.shownOnce, { name, time: showDateTime(given.expires_at) })}</p>
      <dl className="sign-in-code">
        <dt>{t.code}</dt>
        <dd>
          <output className="sign-in-code__code" aria-label={t.code}>
            {given.code}
          </output>
        </dd>
        <dt>{t.phone}</dt>
        <dd>{given.phone_number}</dd>
        <dt>
          <label htmlFor="sign-in-link">{t.link}</label>
        </dt>
        <dd>
          <input id="sign-in-link" className="sign-in-code__link" readOnly value={given.link} onFocus={(e) => e.target.select()} />
          <p className="muted">{t.linkHint}</p>
        </dd>
      </dl>
      <p>{t.noResend}</p>
      <StatusNotice message={copied} />
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {t.copy}
        </button>
        <button type="button" className="button" data-autofocus onClick={onClose}>
          {t.close}
        </button>
      </div>
    </Dialog>
  );
}
