import * as css from './form.css';

/** Holds the form's place while its code arrives on a page rendered in the browser. */
export function FormPlaceholder({ className }: { className: string }) {
  return (
    <div className={`${css.placeholder} ${className}`} aria-busy="true">
      Loading the application form…
    </div>
  );
}
