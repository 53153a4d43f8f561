import { BRAND } from '@minibar/ui';
import * as css from './site-header.css';

export function LogoMark() {
  return (
    <svg className={css.logoMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path d="M9 13.5h14l-1.3 9.2a2 2 0 0 1-2 1.8h-7.4a2 2 0 0 1-2-1.8L9 13.5Z" fill="#fff" />
      <path d="M12.5 13.5V12a3.5 3.5 0 0 1 7 0v1.5" stroke="#fff" strokeWidth="2" fill="none" />
      <circle cx="16" cy="19" r="2" fill="#e8590c" />
    </svg>
  );
}

/** The mark and the name; `onDark` for the footer's dark background. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <>
      <LogoMark />
      <span className={onDark ? css.logoTextOnDark : css.logoText}>{BRAND}</span>
    </>
  );
}
