// The frame of the login and register screens: no console navigation, just the trust's name.
import type { ReactNode } from 'react';
import { m, shared } from '../app/messages';
import { paths } from '../app/paths';
import logoUrl from '../../shared/assets/logo.svg';
import './auth-frame.css';

export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="auth-frame">
      <header className="auth-frame__brand">
        <a href={paths.website}>
          <img src={logoUrl} width="44" height="44" alt="" />
          <span>
            {shared.web.siteName}
            <small>{m.title}</small>
          </span>
        </a>
      </header>
      <main id="main" className="auth-frame__card">
        {children}
      </main>
    </div>
  );
}
