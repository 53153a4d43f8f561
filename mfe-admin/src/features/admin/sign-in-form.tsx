import { useId, useRef, useState, type FormEvent } from 'react';
import { button, controlClass, Field, FormOutcome } from '@minibar/ui';
import { AdminApiError } from './admin-api';
import * as css from './admin.css';

interface SignInFormProps {
  onSignIn: (password: string) => Promise<void>;
}

/**
 * The admin sign-in: one password field. An empty field is refused under it; a refusal by
 * the server is the form's outcome, above the field, brought into view, focused and tied to
 * the field as its description.
 */
export function SignInForm({ onSignIn }: SignInFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<{ id: number; message: string } | null>(null);
  const refusals = useRef(0);
  const refusalId = useId();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Enter the admin password.');
      return;
    }
    setBusy(true);
    setError(undefined);
    setRefusal(null);
    try {
      await onSignIn(password);
    } catch (caught) {
      const message = caught instanceof AdminApiError ? caught.message : 'Sign-in failed. Please try again.';
      setRefusal({ id: (refusals.current += 1), message });
      setBusy(false);
    }
  }

  return (
    <form className={`${css.panel} ${css.stack}`} onSubmit={submit} noValidate aria-labelledby="admin-sign-in-title">
      <h2 id="admin-sign-in-title">Sign In</h2>
      <p className={css.muted}>Enter the admin password to see what visitors have sent.</p>
      {refusal ? (
        <FormOutcome key={refusal.id} id={refusalId} tone="error" reveal>
          {refusal.message}
        </FormOutcome>
      ) : null}
      <Field label="Admin password" error={error} describedBy={refusal ? refusalId : undefined}>
        <input
          className={controlClass}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <button type="submit" className={button({ tone: 'brand', block: true })} disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
