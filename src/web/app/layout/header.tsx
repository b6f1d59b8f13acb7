import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '../../lib/router';
import { paths } from '../../paths';
import { mainPageLinks } from './site-links';
import { useSitePart } from '../../api/get-site-content';
import { useLang, useMessages } from '../../lib/app-context';
import logoUrl from '../../../shared/assets/logo.svg';
import { pickVariant } from '../../components/responsive-image';

/** The name on two lines, the short name first ("Hill Camps" / "Education Trust"), so the brand stays narrow. */
function brandLines(name: string, shortName: string) {
  if (!shortName || !name.startsWith(shortName) || name === shortName) return name;
  return (
    <>
      <span>{shortName}</span> <span>{name.slice(shortName.length).trim()}</span>
    </>
  );
}

/**
 * The same page in the other language (decision 0021), in a slim strip above the bar, where it fits
 * at every width from 320 px: a plain link through /language/…, which remembers the choice in a
 * cookie and redirects, so it works before and without the scripts. Named in the language it leads
 * to, and marked so (lang, hreflang) for screen readers.
 */
function LanguageSwitch() {
  const m = useMessages().web.language;
  const other = useLang() === 'en' ? 'hi' : 'en';
  const { pathname, search } = useLocation();
  return (
    <nav className="language-bar" aria-label={m.nav}>
      <div className="container">
        <a href={`/language/${other}${pathname}${search}`} lang={other} hrefLang={other} aria-label={m.label}>
          {m.switch}
        </a>
      </div>
    </nav>
  );
}

export function Header() {
  const m = useMessages().web;
  const settings = useSitePart('settings');
  // The logo staff uploaded (decision 0033), else the built-in one.
  const logo = useSitePart('pictures').logo;
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on each new page (pathname)
  useEffect(() => setOpen(false), [pathname]);
  // Escape closes the open menu and puts the focus back on its button (WAI-ARIA disclosure).
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const links = mainPageLinks(m.nav);
  return (
    <>
      <LanguageSwitch />
      <header className="site-header">
        <div className="site-header__bar container">
          <Link to={paths.home} className="site-header__brand">
            <img src={logo ? (pickVariant(logo.variants, 80)?.url ?? logo.url) : logoUrl} width="40" height="40" alt="" />
            <span className="site-header__name">{brandLines(settings.name, settings.short_name)}</span>
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="site-header__menu-button"
            aria-expanded={open}
            aria-controls="site-nav"
            onClick={() => setOpen((o) => !o)}
          >
            {m.nav.menu}
          </button>
          <nav id="site-nav" aria-label={m.nav.label} className={open ? 'site-nav site-nav--open' : 'site-nav'}>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === paths.home}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                {/* The staff console is a separate application: a full page load, never part of this bundle. */}
                <a href={paths.login} className="button button--small">
                  {m.nav.login}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
    </>
  );
}
