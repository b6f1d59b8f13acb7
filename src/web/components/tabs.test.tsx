// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-support/render-with-app';
import { Collapsible } from './collapsible';
import { Tabs } from './tabs';

afterEach(cleanup);

function Demo() {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs<'a' | 'b' | 'c'>
      id="t"
      label="Demo"
      tabs={[
        { key: 'a', label: 'A' },
        { key: 'b', label: 'B' },
        { key: 'c', label: 'C' },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      panel {tab}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys, Home and End, wrapping around', () => {
    renderWithApp(<Demo />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('A').getAttribute('aria-selected')).toBe('true');
    expect(tab('B').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('A'), { key: 'ArrowRight' });
    expect(tab('B').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel b');
    fireEvent.keyDown(tab('B'), { key: 'End' });
    expect(tab('C').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('C'), { key: 'ArrowRight' });
    expect(tab('A').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('A'), { key: 'ArrowLeft' });
    expect(tab('C').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('C'));
  });
});

describe('Collapsible', () => {
  it('is a <details> that starts collapsed, its heading the summary, so it opens without JavaScript', () => {
    const { container } = renderWithApp(<Collapsible title="Weekly Test">table</Collapsible>);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary > h3')?.textContent).toBe('Weekly Test');
    expect(details.contains(screen.getByText('table'))).toBe(true);
  });

  it('starts open when asked (a section whose page or sort is in the address)', () => {
    const { container } = renderWithApp(
      <Collapsible title="Weekly Test" headingLevel={2} initiallyOpen>
        table
      </Collapsible>,
    );
    expect(container.querySelector('details')!.open).toBe(true);
    expect(container.querySelector('summary > h2')).not.toBeNull();
  });
});
