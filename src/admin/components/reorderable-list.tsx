// A list whose order is the website's order: each row is dragged to a new place, or moved one step
// with its Move up and Move down buttons (keyboard and screen readers). The new order is shown at
// once, said in a status line, and saved with one call; when the call fails the old order returns.
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { fill, m } from '../lib/messages';
import { errorsOf } from '../lib/validation';
import { FormError } from './form-field';
import './reorderable-list.css';

const t = m.siteContent.reorder;

export interface ReorderableListProps<T> {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  itemKey(item: T): number;
  /** How the row is named in its buttons and in the status line. */
  itemName(item: T): string;
  renderItem(item: T): ReactNode;
  /** Buttons and links at the end of a row (edit, delete, view on the website). */
  actions?(item: T): ReactNode;
  /** No dragging and no move buttons (those who may only read). */
  readOnly?: boolean;
  /** Saves the order: every key, first to last. */
  onReorder(keys: number[]): Promise<unknown>;
}

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

export function ReorderableList<T>(props: ReorderableListProps<T>) {
  const { items, itemKey, itemName, readOnly } = props;
  const [order, setOrder] = useState<readonly T[]>(items);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<{ key: number; direction: 'up' | 'down' } | null>(null);

  // New rows from the server (after a save, an add or a delete) replace the shown order.
  useEffect(() => setOrder(items), [items]);

  // After a keyboard move the focus stays on the moved row's button, or its other one at an end.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !listRef.current) return;
    focusAfterMove.current = null;
    const row = listRef.current.querySelector(`[data-key="${target.key}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });

  async function move(from: number, to: number, direction?: 'up' | 'down') {
    if (readOnly || saving || from === to || to < 0 || to >= order.length) return;
    const before = order;
    const next = moveItem(order, from, to);
    const item = before[from] as T;
    setOrder(next);
    setFailure(null);
    setStatus(t.saving);
    setSaving(true);
    if (direction) focusAfterMove.current = { key: itemKey(item), direction };
    try {
      await props.onReorder(next.map(itemKey));
      setStatus(fill(t.moved, { name: itemName(item), position: to + 1, total: next.length }));
    } catch (error) {
      setOrder(before);
      setStatus(null);
      setFailure(errorsOf(error).error);
    } finally {
      setSaving(false);
    }
  }

  const dragProps = (index: number) =>
    readOnly
      ? {}
      : {
          draggable: true,
          onDragStart: (e: DragEvent<HTMLLIElement>) => {
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', String(index));
            setDragging(index);
          },
          onDragOver: (e: DragEvent<HTMLLIElement>) => {
            if (dragging === null) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
            if (over !== index) setOver(index);
          },
          onDrop: (e: DragEvent<HTMLLIElement>) => {
            e.preventDefault();
            const from = dragging ?? Number(e.dataTransfer.getData('text/plain'));
            setDragging(null);
            setOver(null);
            if (Number.isInteger(from)) void move(from, index);
          },
          onDragEnd: () => {
            setDragging(null);
            setOver(null);
          },
        };

  if (order.length === 0) return <p className="data-table__empty">{t.empty}</p>;
  return (
    <div className="reorder">
      {!readOnly && <p className="muted reorder__hint">{t.hint}</p>}
      <div role="status" className="status-region">
        {status ? <p className="notice notice--success">{status}</p> : null}
      </div>
      <FormError message={failure} />
      <ol ref={listRef} className="reorder__list" aria-label={props.label} aria-busy={saving || undefined}>
        {order.map((item, index) => {
          const key = itemKey(item);
          const name = itemName(item);
          const classes = [
            'reorder__item',
            dragging === index && 'reorder__item--dragging',
            over === index && dragging !== index && 'reorder__item--over',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={key} data-key={key} className={classes} {...dragProps(index)}>
              {!readOnly && (
                <span className="reorder__handle" aria-hidden="true" title={fill(t.dragItem, { name })}>
                  ⋮⋮
                </span>
              )}
              <span className="reorder__position">{index + 1}</span>
              <div className="reorder__body">{props.renderItem(item)}</div>
              <div className="reorder__actions">
                {!readOnly && (
                  <>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      data-move="up"
                      disabled={index === 0}
                      aria-label={fill(t.moveUpItem, { name })}
                      onClick={() => void move(index, index - 1, 'up')}
                    >
                      {t.moveUp}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      data-move="down"
                      disabled={index === order.length - 1}
                      aria-label={fill(t.moveDownItem, { name })}
                      onClick={() => void move(index, index + 1, 'down')}
                    >
                      {t.moveDown}
                    </button>
                  </>
                )}
                {props.actions?.(item)}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
