// WAI-ARIA tabs: one tab in the tab order, arrow keys / Home / End move between tabs. With `href`
// the tabs are links to the page showing that tab, so they work before (or without) JavaScript.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export function Tabs<K extends string>(props: {
  id: string;
  label: string;
  tabs: readonly TabItem<NoInfer<K>>[];
  selected: K;
  onSelect(key: K): void;
  /** The address of the page with that tab selected (0023). */
  href?(key: K): string;
  children: ReactNode;
}) {
  const refs = useRef<Record<string, HTMLElement | null>>({});
  const Tab = props.href ? 'a' : 'button';
  const index = props.tabs.findIndex((t) => t.key === props.selected);
  const onKeyDown = (event: KeyboardEvent) => {
    const last = props.tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % props.tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + props.tabs.length) % props.tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = props.tabs[next]!;
    props.onSelect(tab.key);
    refs.current[tab.key]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={props.label} className="tabs__list" onKeyDown={onKeyDown}>
        {props.tabs.map((tab) => {
          const selected = tab.key === props.selected;
          return (
            <Tab
              key={tab.key}
              ref={(el: HTMLElement | null) => {
                refs.current[tab.key] = el;
              }}
              type={props.href ? undefined : 'button'}
              href={props.href?.(tab.key)}
              role="tab"
              id={`${props.id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${props.id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab"
              onClick={(e) => {
                e.preventDefault();
                props.onSelect(tab.key);
              }}
            >
              {tab.label}
            </Tab>
          );
        })}
      </div>
      <div role="tabpanel" id={`${props.id}-panel`} aria-labelledby={`${props.id}-tab-${props.selected}`} className="tabs__panel">
        {props.children}
      </div>
    </div>
  );
}
