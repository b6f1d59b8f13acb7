// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

afterEach(cleanup);

// happy-dom loads no picture and calls every one complete with no pixels, as a browser calls a
// broken one; here they are still loading, as in a browser at hydration.
Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });

const variants = [
  { url: '/media/a-w800.webp', width: 800, height: 500, format: 'webp' },
  { url: '/media/a-w400.webp', width: 400, height: 250, format: 'webp' },
];

describe('ResponsiveImage', () => {
  it('fetches a picture above the fold first and at once, and leaves the others lazy at normal priority', () => {
    const { container } = render(
      <>
        <ResponsiveImage src="/media/a.webp" variants={variants} alt="First" width={480} height={300} sizes="480px" eager />
        <ResponsiveImage src="/media/b.webp" variants={variants} alt="Second" width={480} height={300} sizes="480px" />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(second!.getAttribute('loading')).toBe('lazy');
    expect(second!.hasAttribute('fetchpriority')).toBe(false);
    expect(first!.getAttribute('src')).toBe('/media/a-w400.webp');
    expect(first!.getAttribute('srcset')).toBe('/media/a-w400.webp 400w, /media/a-w800.webp 800w');
  });
});
