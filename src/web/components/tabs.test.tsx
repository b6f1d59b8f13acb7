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
  it('starts collapsed and opens and closes with its button', () => {
    renderWithApp(<Collapsible title="Weekly Test">table</Collapsible>);
    const button = screen.getByRole('button', { name: /Weekly Test/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('table').closest('[hidden]')).not.toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('table').closest('[hidden]')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
