import { useState, type FormEvent } from 'react';
import { button, controlClass, Field } from 'shared-ui';
import { AdminApiError } from './admin-api';
import * as css from './admin.css';

interface SignInFormProps {
  onSignIn: (password: string) => Promise<void>;
}

/** The admin sign-in: one password field; a refusal shows the server's message. */
export function SignInForm({ onSignIn }: SignInFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Enter the admin password.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onSignIn(password);
    } catch (caught) {
      setError(caught instanceof AdminApiError ? caught.message : 'Sign-in failed. Please try again.');
      setBusy(false);
    }
  }

  return (
    <form className={`${css.panel} ${css.stack}`} onSubmit={submit} noValidate aria-labelledby="admin-sign-in-title">
      <h2 id="admin-sign-in-title">Sign in</h2>
      <p className={css.muted}>Enter the admin password to see what visitors have sent.</p>
      <Field label="Admin password" error={error}>
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
