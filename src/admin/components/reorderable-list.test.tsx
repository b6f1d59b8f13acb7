// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/http/api-error';
import { moveItem, ReorderableList } from './reorderable-list';

afterEach(cleanup);

interface Row {
  id: number;
  title: string;
}
const rows: Row[] = [
  { id: 1, title: 'Intensive coaching' },
  { id: 2, title: 'Weekly tests' },
  { id: 3, title: 'Mentorship' },
];

function renderList(onReorder: (keys: number[]) => Promise<unknown>, readOnly = false) {
  return render(
    <ReorderableList<Row>
      label="Programs"
      items={rows}
      itemKey={(r) => r.id}
      itemName={(r) => r.title}
      renderItem={(r) => r.title}
      onReorder={onReorder}
      readOnly={readOnly}
    />,
  );
}

const shown = () =>
  within(screen.getByRole('list', { name: 'Programs' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.reorder__body')?.textContent);

describe('moveItem', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
  });
});

/** Renders the list and presses one of its move buttons, focused first as from the keyboard: the save spy. */
async function pressMove(name: string) {
  const onReorder = vi.fn(async (_keys: number[]) => {});
  renderList(onReorder);
  const button = screen.getByRole('button', { name });
  button.focus();
  await act(async () => fireEvent.click(button));
  return onReorder;
}

describe('ReorderableList', () => {
  it('moves a row down with its button, saves every key in the new order, says so and keeps the focus on the row', async () => {
    const onReorder = await pressMove('Move down: Intensive coaching');
    expect(onReorder).toHaveBeenCalledWith([2, 1, 3]);
    expect(shown()).toEqual(['Weekly tests', 'Intensive coaching', 'Mentorship']);
    expect(screen.getByRole('status').textContent).toBe('Intensive coaching moved to position 2 of 3. Order saved.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down: Intensive coaching' }));
  });

  it('moves a row up, and at the top the focus goes to its other button', async () => {
    const onReorder = await pressMove('Move up: Weekly tests');
    expect(onReorder).toHaveBeenCalledWith([2, 1, 3]);
    expect(shown()).toEqual(['Weekly tests', 'Intensive coaching', 'Mentorship']);
    expect((screen.getByRole('button', { name: 'Move up: Weekly tests' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down: Weekly tests' }));
  });

  it('cannot move the first row up or the last row down', () => {
    renderList(async () => {});
    expect((screen.getByRole('button', { name: 'Move up: Intensive coaching' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move down: Mentorship' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move up: Weekly tests' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts the old order back and shows the refusal when saving fails', async () => {
    renderList(async () => {
      throw new ApiError(403, 'You do not have permission to perform this action.');
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move up: Mentorship' })));
    expect(shown()).toEqual(['Intensive coaching', 'Weekly tests', 'Mentorship']);
    expect(screen.getByRole('alert').textContent).toContain('You do not have permission to perform this action.');
  });

  it('moves a dragged row to where it is dropped', async () => {
    const onReorder = vi.fn(async () => {});
    renderList(onReorder);
    const items = within(screen.getByRole('list', { name: 'Programs' })).getAllByRole('listitem');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(items[2]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    await act(async () => fireEvent.drop(items[0]!, { dataTransfer }));
    expect(onReorder).toHaveBeenCalledWith([3, 1, 2]);
    expect(shown()).toEqual(['Mentorship', 'Intensive coaching', 'Weekly tests']);
  });

  it('offers no moving to those who may only read', () => {
    renderList(async () => {}, true);
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
    const items = within(screen.getByRole('list', { name: 'Programs' })).getAllByRole('listitem');
    expect(items[0]!.getAttribute('draggable')).toBeNull();
  });
});
