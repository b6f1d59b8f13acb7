// A modal dialog: the rest of the console is made inert, focus moves in and is kept in (Tab and
// Shift+Tab wrap around), Escape closes, and focus returns to where it was when it closes.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { m } from '../lib/messages';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'));
}

export interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Extra text read out with the title. */
  description?: string;
  /** What a `role="alertdialog"` is for: a question that needs an answer. */
  alert?: boolean;
  /** The element the app renders into, made inert while the dialog is open. */
  appRoot?: HTMLElement | null;
}

export function Dialog({ title, onClose, children, description, alert, appRoot }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = appRoot === undefined ? document.getElementById('root') : appRoot;
    root?.setAttribute('inert', '');
    const box = ref.current!;
    // The first field or button; else the dialog itself.
    const first = box.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(box)[0] ?? box;
    first.focus();
    return () => {
      root?.removeAttribute('inert');
      previous?.focus();
    };
  }, [appRoot]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(ref.current!);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it; the keyboard has Escape
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && close.current()}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the dialog's role is set just below (dialog or alertdialog) */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal belongs to that role */}
      <div
        ref={ref}
        className="dialog"
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={() => close.current()} aria-label={m.close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="dialog__description">
            {description}
          </p>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
