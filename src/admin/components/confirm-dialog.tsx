// "Are you sure?" before anything is deleted: `const confirm = useConfirm(); if (await confirm({...}))`.
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { required } from '../lib/console-context';
import { m } from '../lib/messages';
import { Dialog } from './dialog';

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmDialog(props: ConfirmOptions & { onAnswer(yes: boolean): void }) {
  return (
    <Dialog title={props.title} description={props.text} onClose={() => props.onAnswer(false)} alert>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => props.onAnswer(false)} data-autofocus>
          {m.cancel}
        </button>
        <button type="button" className={props.danger ? 'button button--danger' : 'button'} onClick={() => props.onAnswer(true)}>
          {props.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);
  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOpen(options);
      }),
    [],
  );
  const answer = (yes: boolean) => {
    resolver.current?.(yes);
    resolver.current = null;
    setOpen(null);
  };
  return (
    <ConfirmContext value={confirm}>
      {children}
      {open && <ConfirmDialog {...open} onAnswer={answer} />}
    </ConfirmContext>
  );
}

export const useConfirm = (): Confirm => required(useContext(ConfirmContext), 'useConfirm');
