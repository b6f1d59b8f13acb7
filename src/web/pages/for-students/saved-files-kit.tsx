// "Save for offline" on the papers and results tables, and the list of what is saved (decision
// 0022). A chunk of its own, loaded once the page is in the browser (use-saved-files-kit.ts): it
// needs the browser's Cache API, so the server renders none of it, and it stays out of the
// route's budget.
import { useRef, useState, useSyncExternalStore } from 'react';
import { formatDate } from '../../../shared/dates';
import { fill } from '../../../shared/messages/fill';
import { useConfig, useLang } from '../../lib/app-context';
import { offlineTexts } from '../../offline/offline-texts';
import {
  openSavedFile,
  removeSavedFile,
  type SavedFile,
  type SavedKind,
  saveFile,
  savedFilesSnapshot,
  savedFileUrl,
  subscribeSavedFiles,
} from '../../offline/saved-files';
import './saved-files.css';

const useTexts = () => offlineTexts(useLang()).files;
const useSavedFiles = () => useSyncExternalStore(subscribeSavedFiles, savedFilesSnapshot, () => null);

/** Beside a paper's or result's Download: saves it, then says it is saved. */
export function SaveButton({ kind, id, title }: { kind: SavedKind; id: number; title: string }) {
  const t = useTexts();
  const { apiUrl } = useConfig();
  const files = useSavedFiles();
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const url = savedFileUrl(apiUrl, kind, id);
  if (files?.some((file) => file.url === url)) return <span className="save-offline save-offline--done">{t.saved}</span>;
  const save = () => {
    if (state === 'saving') return;
    setState('saving');
    saveFile(apiUrl, kind, id, title).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <span className="save-offline">
      <button type="button" className="link-button" aria-label={fill(t.saveLabel, { title })} aria-busy={state === 'saving'} onClick={save}>
        {state === 'saving' ? t.saving : t.save}
      </button>
      <span role="status" className="save-offline__error">
        {state === 'failed' ? t.saveFailed : ''}
      </span>
    </span>
  );
}

/** The "Saved for offline" section: every saved file with Open and Remove. */
export function SavedList() {
  const t = useTexts();
  const files = useSavedFiles();
  const [message, setMessage] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const open = async (file: SavedFile) => {
    setMessage(await openSavedFile(file).then((opened) => (opened ? '' : t.openFailed)));
  };
  const remove = async (file: SavedFile) => {
    await removeSavedFile(file.url);
    setMessage(fill(t.removed, { title: file.title }));
    // Its buttons are gone: focus goes to the section rather than to the page's top.
    heading.current?.focus();
  };
  return (
    <section id="saved" className="section saved-files" aria-labelledby="saved-files-heading">
      <h2 id="saved-files-heading" ref={heading} tabIndex={-1}>
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      {files === null ? null : files.length === 0 ? (
        <p className="status">{t.empty}</p>
      ) : (
        <ul className="saved-files__list">
          {files.map((file) => (
            <li key={file.url} className="saved-files__item">
              <span className="saved-files__title">{file.title}</span>
              <span className="saved-files__meta">
                {file.kind === 'paper' ? t.paper : t.result} ·{' '}
                {fill(t.savedOn, { date: formatDate(new Date(file.savedAt).toISOString(), '') })}
              </span>
              <span className="saved-files__actions">
                {(
                  [
                    [t.open, t.openLabel, open, 'button button--small'],
                    [t.remove, t.removeLabel, remove, 'button button--small button--outline'],
                  ] as const
                ).map(([text, label, action, className]) => (
                  <button
                    key={className}
                    type="button"
                    className={className}
                    aria-label={fill(label, { title: file.title })}
                    onClick={() => void action(file)}
                  >
                    {text}
                  </button>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="status">
        {message}
      </p>
    </section>
  );
}
