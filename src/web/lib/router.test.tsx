import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, NavLink, StaticRouter, useLocation } from './router';

function Where() {
  return <span data-path={useLocation().pathname} />;
}

const page = (url: string) =>
  renderToString(
    <StaticRouter location={url}>
      <Where />
      <Link to="/about-us">a</Link>
      <Link to="/for-students?tab=results">b</Link>
      <Link to="/">c</Link>
      <NavLink to="/teaching">d</NavLink>
      <Link to="/login">e</Link>
    </StaticRouter>,
  );

describe('the router in a language (decision 0021)', () => {
  it('gives the site path of a Hindi URL and keeps Hindi in every link', () => {
    const html = page('/hi/teaching');
    expect(html).toContain('data-path="/teaching"');
    expect(html).toContain('href="/hi/about-us"');
    expect(html).toContain('href="/hi/for-students?tab=results"');
    expect(html).toContain('href="/hi"');
    expect(html).toContain('<a aria-current="page" href="/hi/teaching">');
    // The console has no Hindi pages.
    expect(html).toContain('href="/login"');
  });

  it('leaves English URLs as they are', () => {
    const html = page('/teaching');
    expect(html).toContain('data-path="/teaching"');
    expect(html).toContain('href="/about-us"');
    expect(html).toContain('href="/"');
    expect(html).toContain('<a aria-current="page" href="/teaching">');
  });
});
