/*
 * The few line icons the sections draw themselves (24 px grid, 2 px round strokes, the
 * look of the icon set the remotes use), so the design system needs no icon package.
 */
import type { ReactNode } from 'react';

function LineIcon({ size, children, className }: { size: number; children: ReactNode; className?: string | undefined }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

interface IconProps {
  size?: number;
  className?: string | undefined;
}

export function CheckIcon({ size = 18, className }: IconProps) {
  return (
    <LineIcon size={size} className={className}>
      <path d="M20 6 9 17l-5-5" />
    </LineIcon>
  );
}

export function CircleCheckIcon({ size = 36, className }: IconProps) {
  return (
    <LineIcon size={size} className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="m9 12 2 2 4-4" />
    </LineIcon>
  );
}

export function CircleAlertIcon({ size = 36, className }: IconProps) {
  return (
    <LineIcon size={size} className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </LineIcon>
  );
}

export function InfoIcon({ size = 20, className }: IconProps) {
  return (
    <LineIcon size={size} className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </LineIcon>
  );
}

export function LoaderIcon({ size = 36, className }: IconProps) {
  return (
    <LineIcon size={size} className={className}>
      <path d="M21 12a9 9 0 1 1-6.22-8.56" />
    </LineIcon>
  );
}

export function ChevronDownIcon({ size = 20, className }: IconProps) {
  return (
    <LineIcon size={size} className={className}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}

export function StarIcon({ size = 18, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z" />
    </svg>
  );
}
