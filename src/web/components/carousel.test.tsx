// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-support/render-with-app';
import { Carousel } from './carousel';

afterEach(cleanup);

const show = (items: string[]) =>
  renderWithApp(<Carousel label="Voices" items={items} itemKey={(i) => i} renderItem={(i) => <p>{i}</p>} />);
const buttons = () =>
  [screen.getByRole('button', { name: 'Previous slides' }), screen.getByRole('button', { name: 'Next slides' })] as HTMLButtonElement[];

describe('Carousel', () => {
  it('disables previous and next when every card fits in one view', () => {
    show(['a', 'b']);
    expect(buttons().map((b) => b.disabled)).toEqual([true, true]);
  });
  it('enables them when there is more than one view, and labels each slide', () => {
    show(['a', 'b', 'c']);
    expect(buttons().map((b) => b.disabled)).toEqual([false, false]);
    const slides = screen.getAllByRole('group').filter((g) => g.getAttribute('aria-roledescription') === 'slide');
    expect(slides.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });
});
