// A list of points edited as a list (decision 0033): each point in its own group, its English and its
// Hindi side by side (one above the other on a phone), sub-points under it where the list has them,
// and buttons to add, move and remove points and sub-points. Every button is a plain button
// (keyboard and screen readers); after a change the focus goes where the work goes on, and a status
// line says what happened. The value is the JSON text of the items (lib/point-items.ts).
import { useEffect, useId, useRef, useState } from 'react';
import { fill, m } from '../lib/messages';
import { newPoint, newSubPoint, type PointItem, type PointsShape, pointsOf, pointsValue, type SubPoint } from '../lib/point-items';
import type { FieldSpec } from '../lib/resource';
import type { FieldBinding } from '../lib/use-form';
import { moveItem } from './reorderable-list';
import './points-field.css';

const t = m.tasks.points;

/** An English text and its Hindi, side by side. */
function TextPair(props: {
  id: string;
  label: string;
  hindiLabel: string;
  value: SubPoint | PointItem;
  field: 'text' | 'head';
  multiline: boolean;
  focusKey?: string;
  onChange(field: string, value: string): void;
}) {
  const { id, field, value } = props;
  const control = (lang: 'en' | 'hi') => {
    const name = lang === 'hi' ? `${field}_hi` : field;
    const common = {
      id: `${id}-${name}`,
      value: (value as unknown as Record<string, string>)[name] ?? '',
      onChange: (e: { target: { value: string } }) => props.onChange(name, e.target.value),
      ...(lang === 'hi' ? { lang: 'hi' } : {}),
      ...(lang === 'en' && props.focusKey ? { 'data-focus': props.focusKey } : {}),
    };
    return props.multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />;
  };
  return (
    <div className="points-field__pair">
      <div className="points-field__text">
        <label htmlFor={`${id}-${field}`}>{props.label}</label>
        {control('en')}
      </div>
      <div className="points-field__text">
        <label htmlFor={`${id}-${field}_hi`}>{props.hindiLabel}</label>
        {control('hi')}
      </div>
    </div>
  );
}

/** Move up, Move down and Remove for one point or sub-point. */
function ItemButtons(props: {
  what: string;
  focusKey: string;
  first: boolean;
  last: boolean;
  onMove(step: -1 | 1): void;
  onRemove(): void;
}) {
  const name = (action: string) => fill(t.which, { action, what: props.what });
  const moves = [
    { step: -1 as const, label: t.moveUp, focus: 'up', disabled: props.first },
    { step: 1 as const, label: t.moveDown, focus: 'down', disabled: props.last },
  ];
  return (
    <div className="points-field__buttons">
      {moves.map((move) => (
        <button
          key={move.focus}
          type="button"
          className="button button--secondary button--small"
          data-focus={`${move.focus}-${props.focusKey}`}
          disabled={move.disabled}
          aria-label={name(move.label)}
          onClick={() => props.onMove(move.step)}
        >
          {move.label}
        </button>
      ))}
      <button type="button" className="button button--danger-outline button--small" aria-label={name(t.remove)} onClick={props.onRemove}>
        {t.remove}
      </button>
    </div>
  );
}

/**
 * Move and Remove of one item of a list (a point, or a sub-point of one): the new list, what the
 * status line says, and where the focus goes (the moved item's button; after a removal the item
 * now in its place, or the list's Add button).
 */
function itemActions<T extends { key: number }>(
  list: readonly T[],
  at: number,
  what: string,
  focusKey: string,
  focusOf: (item: T) => string,
  addFocus: string,
  apply: (next: T[], said: string, focus: string[]) => void,
) {
  const said = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return {
    what,
    focusKey,
    first: at === 0,
    last: at === list.length - 1,
    onMove: (step: -1 | 1) =>
      apply(moveItem(list, at, at + step), said(fill(t.moved, { what, place: at + step + 1 })), [
        `${step < 0 ? 'up' : 'down'}-${focusKey}`,
        `${step < 0 ? 'down' : 'up'}-${focusKey}`,
      ]),
    onRemove: () => {
      const after = list[at + 1] ?? list[at - 1];
      apply(
        list.filter((_, i) => i !== at),
        said(fill(t.removed, { what })),
        after ? [focusOf(after)] : [addFocus],
      );
    },
  };
}

export function PointsField({ spec, form }: { spec: FieldSpec; form: FieldBinding }) {
  const shape: PointsShape = spec.points ?? {};
  const items = pointsOf(form.values[spec.name]);
  const errors = [...(form.errors[spec.name] ?? []), ...(form.errors[`${spec.name}_hi`] ?? [])];
  const id = useId();
  const root = useRef<HTMLFieldSetElement>(null);
  const focusNext = useRef<string[] | null>(null);
  const [status, setStatus] = useState('');

  // After a change, the focus goes to the first of the wanted controls that can take it.
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted || !root.current) return;
    focusNext.current = null;
    for (const key of wanted) {
      const target = root.current.querySelector<HTMLElement & { disabled?: boolean }>(`[data-focus="${key}"]`);
      if (target && !target.disabled) {
        target.focus();
        return;
      }
    }
  });

  const change = (next: PointItem[], said: string, focus: string[]) => {
    form.setValue(spec.name, pointsValue(next));
    setStatus(said);
    focusNext.current = focus;
  };
  const edit = (i: number, patch: Partial<PointItem>) =>
    form.setValue(spec.name, pointsValue(items.map((p, at) => (at === i ? { ...p, ...patch } : p))));
  const pointName = (i: number) => fill(t.point, { n: i + 1 });
  const subName = (i: number, j: number) => fill(t.subPointOf, { sub: j + 1, n: i + 1 });
  const errorId = `${id}-errors`;
  const hintId = `${id}-hint`;

  return (
    <fieldset
      ref={root}
      className={errors.length ? 'field points-field field--invalid' : 'field points-field'}
      aria-describedby={[hintId, errors.length ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className="field__label">
        {spec.label}
        <span className="field__optional"> {m.optional}</span>
      </legend>
      <p id={hintId} className="field__hint">
        {spec.hint ? `${spec.hint} ` : ''}
        {t.hint}
      </p>
      {items.length === 0 ? <p className="muted">{t.none}</p> : null}
      <ol className="points-field__list">
        {items.map((item, i) => {
          const key = `p-${item.key}`;
          const sub = item.sub ?? [];
          return (
            <li key={item.key} className="points-field__item">
              <fieldset>
                <legend>{pointName(i)}</legend>
                {shape.head ? (
                  <TextPair
                    id={`${id}-${item.key}`}
                    label={shape.head}
                    hindiLabel={fill(m.form.inHindi, { label: shape.head })}
                    value={item}
                    field="head"
                    multiline={false}
                    focusKey={key}
                    onChange={(name, value) => edit(i, { [name]: value })}
                  />
                ) : null}
                <TextPair
                  id={`${id}-${item.key}`}
                  label={shape.head ? (shape.text ?? t.text) : t.english}
                  hindiLabel={shape.head ? fill(m.form.inHindi, { label: shape.text ?? t.text }) : t.hindi}
                  value={item}
                  field="text"
                  multiline
                  {...(shape.head ? {} : { focusKey: key })}
                  onChange={(name, value) => edit(i, { [name]: value })}
                />
                {shape.sub ? (
                  <fieldset className="points-field__subs">
                    <legend>{fill(t.subPoints, { n: i + 1 })}</legend>
                    {sub.length > 0 ? (
                      <ol className="points-field__list">
                        {sub.map((s, j) => {
                          const subKey = `s-${s.key}`;
                          const subLabel = fill(t.subPoint, { n: j + 1 });
                          const setSub = (next: SubPoint[], said: string, focus: string[]) =>
                            change(
                              items.map((p, at) => (at === i ? { ...p, sub: next } : p)),
                              said,
                              focus,
                            );
                          return (
                            <li key={s.key} className="points-field__sub">
                              <TextPair
                                id={`${id}-${s.key}`}
                                label={subLabel}
                                hindiLabel={fill(m.form.inHindi, { label: subLabel })}
                                value={s}
                                field="text"
                                multiline={false}
                                focusKey={subKey}
                                onChange={(name, value) => edit(i, { sub: sub.map((x, at) => (at === j ? { ...x, [name]: value } : x)) })}
                              />
                              <ItemButtons {...itemActions(sub, j, subName(i, j), subKey, (x) => `s-${x.key}`, `add-${key}`, setSub)} />
                            </li>
                          );
                        })}
                      </ol>
                    ) : null}
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      data-focus={`add-${key}`}
                      aria-label={fill(t.which, { action: t.addSub, what: pointName(i).toLowerCase() })}
                      onClick={() => {
                        const added = newSubPoint();
                        change(
                          items.map((p, at) => (at === i ? { ...p, sub: [...sub, added] } : p)),
                          fill(t.addedSub, { sub: sub.length + 1, n: i + 1 }),
                          [`s-${added.key}`],
                        );
                      }}
                    >
                      {t.addSub}
                    </button>
                  </fieldset>
                ) : null}
                <ItemButtons {...itemActions(items, i, pointName(i).toLowerCase(), key, (x) => `p-${x.key}`, 'add', change)} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--secondary"
        data-focus="add"
        onClick={() => {
          const added = newPoint();
          change([...items, added], fill(t.added, { n: items.length + 1 }), [`p-${added.key}`]);
        }}
      >
        {t.add}
      </button>
      <div role="status" className="status-region">
        {status ? <p className="muted">{status}</p> : null}
      </div>
      {errors.length > 0 && (
        <ul id={errorId} className="field__errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
