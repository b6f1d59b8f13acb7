// A page of tabs under its banner (for students, get involved): the selected tab is kept in the
// address (useTabParam), so each tab is a link that works without JavaScript; only its panel is mounted.
import type { ComponentType, ReactNode } from 'react';
import type { PageTextPage } from '../../shared/schemas/staff/page-texts';
import { useTabParam } from '../lib/use-tab-param';
import { PageBanner } from './page-banner';
import { Tabs } from './tabs';

export function TabbedPage<K extends string>(props: {
  id: string;
  /** The page whose heading and intro staff may word (page texts). */
  page: PageTextPage;
  title: string;
  intro: string;
  /** The tab list's accessible name. */
  label: string;
  keys: readonly K[];
  /** Each tab's label and the panel it shows. */
  tabs: Record<K, readonly [label: string, Panel: ComponentType]>;
  /** Shown above the tabs, whichever is selected. */
  lead?: ReactNode;
  /** Shown below the tabs, whichever is selected. */
  children?: ReactNode;
}) {
  const tabs = useTabParam(props.keys);
  const Panel = props.tabs[tabs.selected][1];
  return (
    <>
      <PageBanner page={props.page} title={props.title} text={props.intro} />
      <div className="container section">
        {props.lead}
        <Tabs
          id={props.id}
          label={props.label}
          tabs={props.keys.map((key) => ({ key, label: props.tabs[key][0] }))}
          selected={tabs.selected}
          onSelect={tabs.select}
          href={tabs.href}
        >
          <Panel />
        </Tabs>
        {props.children}
      </div>
    </>
  );
}
