// Choosing some of a list, in order: the chosen ones as a numbered list with buttons to move each
// up or down or take it out, the others below with an Add button each. Buttons only, so it works
// the same by touch, mouse and keyboard; each change is read out by the page's live region, and
// the focus stays on the button just used (on the item, wherever it went).
import { useSlotTexts } from './slot-texts';
import { useEffect, useRef, useState } from 'react';
import { fill } from '../../../shared/messages/fill';

export interface Choice {
  id: number;
  label: string;
  detail?: string;
}

type Action = 'up' | 'down' | 'remove' | 'add';

export function RankedChoice(props: {
  id: string;
  title: string;
  intro: string;
  empty: string;
  options: Choice[];
  chosen: number[];
  onChange(chosen: number[]): void;
  announce(text: string): void;
}) {
  const m = useSlotTexts();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (!focus) return;
    buttons.current.get(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const byId = new Map(props.options.map((o) => [o.id, o]));
  const chosen = props.chosen.flatMap((id) => byId.get(id) ?? []);
  const others = props.options.filter((o) => !props.chosen.includes(o.id));
  const ref = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };

  function act(action: Action, item: Choice) {
    const ids = chosen.map((c) => c.id);
    const at = ids.indexOf(item.id);
    let next = ids;
    if (action === 'add') next = [...ids, item.id];
    else if (action === 'remove') next = ids.filter((id) => id !== item.id);
    else {
      const to = action === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= ids.length) return;
      next = [...ids];
      [next[at], next[to]] = [next[to]!, next[at]!];
    }
    props.onChange(next);
    const rank = next.indexOf(item.id) + 1;
    const count = next.length;
    if (action === 'remove') {
      props.announce(fill(m.removed, { name: item.label }));
      const neighbour = next[Math.min(at, next.length - 1)];
      setFocus(neighbour !== undefined ? `${neighbour}:remove` : `${item.id}:add`);
    } else {
      props.announce(fill(action === 'add' ? m.added : m.moved, { name: item.label, rank, count }));
      if (action === 'add') {
        const after = others[others.findIndex((o) => o.id === item.id) + 1] ?? others[others.findIndex((o) => o.id === item.id) - 1];
        setFocus(after ? `${after.id}:add` : `${item.id}:remove`);
      } else {
        // At either end the button used is unavailable now: the other direction keeps the focus.
        const edge = (action === 'up' && rank === 1) || (action === 'down' && rank === count);
        setFocus(`${item.id}:${edge ? (action === 'up' ? 'down' : 'up') : action}`);
      }
    }
  }

  const label = (item: Choice) => (
    <span className="ranked__label">
      <span className="ranked__name">{item.label}</span>
      {item.detail ? <span className="ranked__detail">{item.detail}</span> : null}
    </span>
  );

  return (
    <section className="ranked" aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      {props.options.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <>
          <p>{props.intro}</p>
          <h3 id={`${props.id}-chosen`}>{m.chosen}</h3>
          {chosen.length === 0 ? (
            <p className="ranked__none">{m.noneChosen}</p>
          ) : (
            <ol className="ranked__list" aria-labelledby={`${props.id}-chosen`}>
              {chosen.map((item, i) => (
                <li key={item.id} className="ranked__item">
                  <span className="ranked__rank" aria-hidden="true">
                    {i + 1}
                  </span>
                  {label(item)}
                  <span className="ranked__buttons">
                    {(
                      [
                        ['up', m.moveUpName, '↑', i === 0],
                        ['down', m.moveDownName, '↓', i === chosen.length - 1],
                        ['remove', m.removeName, '×', false],
                      ] as const
                    ).map(([action, name, arrow, disabled]) => (
                      <button
                        key={action}
                        type="button"
                        ref={ref(`${item.id}:${action}`)}
                        className={action === 'remove' ? 'ranked__button ranked__button--remove' : 'ranked__button'}
                        aria-label={fill(name, { name: item.label })}
                        aria-disabled={disabled || undefined}
                        onClick={() => act(action, item)}
                      >
                        <span aria-hidden="true">{arrow}</span>
                      </button>
                    ))}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <h3 id={`${props.id}-others`}>{m.available}</h3>
          {others.length === 0 ? (
            <p className="ranked__none">{m.noneLeft}</p>
          ) : (
            <ul className="ranked__list" aria-labelledby={`${props.id}-others`}>
              {others.map((item) => (
                <li key={item.id} className="ranked__item ranked__item--other">
                  {label(item)}
                  <button
                    type="button"
                    ref={ref(`${item.id}:add`)}
                    className="button button--outline button--small"
                    aria-label={fill(m.addName, { name: item.label })}
                    onClick={() => act('add', item)}
                  >
                    {m.add}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
