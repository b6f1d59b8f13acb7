// The frame of the login and register screens: no console navigation, just the trust's name.
import type { ReactNode } from 'react';
import { shared } from '../lib/messages';
import { BrandLink } from './brand-link';
import './auth-frame.css';

export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="auth-frame">
      <header className="auth-frame__brand">
        <BrandLink name={shared.web.siteName} size={44} />
      </header>
      <main id="main" className="auth-frame__card">
        {children}
      </main>
    </div>
  );
}
