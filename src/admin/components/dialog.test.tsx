// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm-dialog';
import { Dialog } from './dialog';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Approve Meera" onClose={() => setOpen(false)}>
          <input aria-label="Comments" />
          <button type="button">Approve</button>
        </Dialog>
      )}
    </>
  );
}

function renderInRoot(ui: React.ReactElement) {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return render(ui, { container: root });
}

describe('Dialog', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', () => {
    renderInRoot(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Approve Meera' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById('root')!.hasAttribute('inert')).toBe(true);
    // The close button comes first, then the field and Approve.
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    const approve = screen.getByRole('button', { name: 'Approve' });
    approve.focus();
    fireEvent.keyDown(approve, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(approve);
    fireEvent.keyDown(approve, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('root')!.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});

function Deleter(props: { onAnswer(yes: boolean): void }) {
  const confirm = useConfirm();
  return (
    <button
      type="button"
      onClick={async () =>
        props.onAnswer(await confirm({ title: 'Delete “Camp”?', text: 'This cannot be undone.', confirmLabel: 'Delete', danger: true }))
      }
    >
      Delete camp
    </button>
  );
}

describe('useConfirm', () => {
  it('asks first: Cancel (focused first) answers no, Delete answers yes', async () => {
    const answers: boolean[] = [];
    renderInRoot(
      <ConfirmProvider>
        <Deleter onAnswer={(yes) => answers.push(yes)} />
      </ConfirmProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete camp' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Camp”?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    fireEvent.click(screen.getByRole('button', { name: 'Delete camp' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(answers).toEqual([false, true]);
  });
});
