import { button, Link, SuccessPanel, type NextStep } from '@minibar/ui';

interface ApplicationConfirmationProps {
  title: string;
  text: string;
  next: NextStep;
  /** True when it answers the visitor's submit on this page: it is brought into view and focused. */
  reveal: boolean;
}

/** Stands in place of an application form once the application is stored, with the next step. */
export function ApplicationConfirmation({ title, text, next, reveal }: ApplicationConfirmationProps) {
  return (
    <SuccessPanel
      title={title}
      level={3}
      reveal={reveal}
      actions={
        next.to.startsWith('#') ? (
          <a href={next.to} className={button({ tone: 'brand' })}>
            {next.label}
          </a>
        ) : (
          <Link to={next.to} className={button({ tone: 'brand' })}>
            {next.label}
          </Link>
        )
      }
    >
      <p>{text}</p>
    </SuccessPanel>
  );
}
