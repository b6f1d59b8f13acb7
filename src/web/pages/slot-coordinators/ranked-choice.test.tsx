// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-support/render-with-app';
import { RankedChoice } from './ranked-choice';
import { clockText, codeDigits, waitText } from './sign-in';

afterEach(cleanup);

const options = [
  { id: 1, label: 'Physics' },
  { id: 2, label: 'Chemistry' },
  { id: 3, label: 'Mathematics' },
];

function Harness(props: { announced: string[] }) {
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <RankedChoice
      id="t"
      title="Departments"
      intro="Pick"
      empty="None"
      options={options}
      chosen={chosen}
      onChange={setChosen}
      announce={(text) => props.announced.push(text)}
    />
  );
}

const chosenNames = () => Array.from(document.querySelectorAll('ol .ranked__name')).map((n) => n.textContent);
const button = (name: string) => screen.getByRole('button', { name });

describe('RankedChoice', () => {
  it('adds, moves and removes with buttons, says each change, and keeps the focus on the item', () => {
    const announced: string[] = [];
    renderWithApp(<Harness announced={announced} />);
    fireEvent.click(button('Add Physics'));
    fireEvent.click(button('Add Mathematics'));
    expect(chosenNames()).toEqual(['Physics', 'Mathematics']);
    expect(announced.at(-1)).toBe('Mathematics added as choice 2 of 2.');

    fireEvent.click(button('Move Mathematics up'));
    expect(chosenNames()).toEqual(['Mathematics', 'Physics']);
    expect(announced.at(-1)).toBe('Mathematics is now choice 1 of 2.');
    // At the top its up arrow is unavailable: the focus moves to its other arrow.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Mathematics down');
    expect(button('Move Mathematics up').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Move Mathematics up'));
    expect(chosenNames()).toEqual(['Mathematics', 'Physics']);

    fireEvent.click(button('Remove Mathematics'));
    expect(chosenNames()).toEqual(['Physics']);
    expect(announced.at(-1)).toBe('Mathematics removed.');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Physics');
    expect(screen.getAllByRole('button', { name: /^Add / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Add Chemistry',
      'Add Mathematics',
    ]);
  });
});

describe('the code field and the waits', () => {
  it('keeps the digits of what is typed or pasted, at most 6', () => {
    expect(codeDigits('Your code is 123 456.')).toBe('123456');
    expect(codeDigits('12-34-56-78')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });

  it('shows a countdown as m:ss and a wait in words', () => {
    expect(clockText(5)).toBe('0:05');
    expect(clockText(845)).toBe('14:05');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(1)).toBe('1 second');
    expect(waitText(840)).toBe('14 minutes');
    expect(waitText(61)).toBe('2 minutes');
  });
});
