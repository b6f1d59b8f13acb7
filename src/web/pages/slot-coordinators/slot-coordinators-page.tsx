// /slot-coordinators (decisions 0015 and 0016): a slot coordinator signs in with their phone and a one-time code,
// then ranks the camp slots and departments they prefer and saves them. The session lives in this
// tab (sessionStorage): coming back to the page within it shows the saved choices to change.
import { useSlotTexts } from './slot-texts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../shared/http/api-error';
import { submitErrorMessage } from '../../api/submit-error';
import { useConfig, useMessages, usePostedView } from '../../lib/app-context';
import { PageBanner } from '../../components/page-banner';
import type { Camp } from './choices';
import { LoadFailed } from './load-failed';
import { type Details, slotApi, slotToken } from './slot-api';
import { SignIn } from './sign-in';
import './slot-coordinators-page.css';

// The signed-in screen (its lists and ranking buttons) loads once a coordinator has signed in: the
// page the server sends, the sign-in, carries less (decision 0005).
const Choices = lazy(() => import('./choices').then((m) => ({ default: m.Choices })));

type View = { kind: 'sign-in'; notice: string | null } | { kind: 'loading' } | { kind: 'signed-in'; camp: Camp };

export default function SlotCoordinatorsPage() {
  const msgs = useMessages();
  const m = useSlotTexts();
  const config = useConfig();
  const api = useMemo(() => slotApi(config.apiUrl), [config.apiUrl]);
  // The server renders the sign-in; a session kept in this tab is looked at once the page runs.
  // A coordinator signed in without JavaScript gets the same screen in its plain mode, rendered
  // by the server alone (0023).
  const plain = usePostedView()?.slots;
  const [view, setView] = useState<View>({ kind: 'sign-in', notice: null });
  const [loadError, setLoadError] = useState<string | null>(null);

  async function load(known?: Details) {
    // The lists' code comes while their data does.
    void import('./choices');
    setView({ kind: 'loading' });
    setLoadError(null);
    try {
      const [details, slots, departments] = await Promise.all([known ?? api.details(), api.slots(), api.departments()]);
      setView({ kind: 'signed-in', camp: { details, slots, departments } });
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        slotToken.clear();
        setView({ kind: 'sign-in', notice: m.sessionEnded });
      } else {
        setLoadError(submitErrorMessage(e, msgs.submit, m.loadFailed, m.loadFailed));
      }
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page starts in the browser
  useEffect(() => {
    if (slotToken.read()) void load();
  }, []);

  return (
    <>
      <PageBanner title={msgs.web.nav.slotCoordinators} text={m.intro} />
      <div className="container section slots-page">
        {plain ??
          (view.kind === 'sign-in' ? (
            <SignIn
              api={api}
              notice={view.notice}
              onSignedIn={(details, token) => {
                slotToken.write(token);
                void load(details);
              }}
            />
          ) : view.kind === 'loading' ? (
            loadError ? (
              <LoadFailed
                error={loadError}
                retry={
                  <button type="button" className="button" onClick={() => void load()}>
                    {m.retry}
                  </button>
                }
              />
            ) : (
              <p role="status">{msgs.web.loading}</p>
            )
          ) : (
            <Suspense fallback={<p role="status">{msgs.web.loading}</p>}>
              <Choices
                mode="live"
                camp={view.camp}
                api={api}
                onSignedOut={(notice) => {
                  slotToken.clear();
                  setView({ kind: 'sign-in', notice });
                }}
              />
            </Suspense>
          ))}
      </div>
    </>
  );
}
