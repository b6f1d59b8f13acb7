import type { ReactNode } from 'react';
import type { SocialName } from '../../api/get-site-content';

const ICONS: Record<SocialName, ReactNode> = {
  Facebook: (
    <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.4-.1-2.4 0-4.1 1.5-4.1 4.2v2.3H7.6V14h2.7v8z" />
  ),
  Instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" />
    </g>
  ),
  X: <path d="M4 4h4.5l4 5.4L17 4h2.6l-5.9 6.9L20.5 20H16l-4.3-5.8L6.6 20H4l6.5-7.5z" />,
  YouTube: (
    // One path with the play triangle cut out (evenodd), so it draws in the link's colour on any background.
    <path fillRule="evenodd" d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zm4 4v6l5-3z" />
  ),
};

export function SocialIcon({ name }: { name: SocialName }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  );
}
