import { useEffect, useRef, useState } from 'react';
import { layout } from '@minibar/ui';
import { AdminDashboard } from '../features/admin/admin-dashboard';
import { AdminOffNotice } from '../features/admin/admin-off-notice';
import { SignInForm } from '../features/admin/sign-in-form';
import { useAdminSession } from '../features/admin/use-admin-session';
import * as css from '../features/admin/admin.css';

/** True once the page runs in the browser: the server's copy and the first render say nothing of the session. */
function useStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return started;
}

/**
 * The page's heading, focused when staff have just signed in: the sign-in form is gone, and
 * focus (and a screen reader) moves to the dashboard that replaced it.
 */
function useHeadingFocusedAfterSignIn(phase: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(phase);
  useEffect(() => {
    if (phase === 'signed-in' && previous.current === 'signed-out') heading.current?.focus();
    previous.current = phase;
  }, [phase]);
  return heading;
}

/** /admin: nothing but the sign-in until staff sign in (or the notice that the dashboard is off); then the dashboard. */
export default function AdminPage() {
  const { state, signIn, signOut, signOutEverywhere, sessionEnded } = useAdminSession();
  const started = useStarted();
  const heading = useHeadingFocusedAfterSignIn(state.phase);
  return (
    <section className={layout.section({ tone: 'alt' })}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading} ref={heading} tabIndex={-1}>
          Admin Dashboard
        </h1>
        <p className={css.withoutScripts}>The admin dashboard needs JavaScript. Please turn it on and reload the page.</p>
        {started && state.phase === 'checking' ? <p className={css.muted}>Checking your session…</p> : null}
        {state.phase === 'off' ? <AdminOffNotice /> : null}
        {state.phase === 'unavailable' ? (
          <p className={css.errorText} role="alert">
            {state.message}
          </p>
        ) : null}
        {state.phase === 'signed-out' ? <SignInForm onSignIn={signIn} /> : null}
        {state.phase === 'signed-in' ? (
          <AdminDashboard onSignOut={() => void signOut()} onSignOutEverywhere={() => void signOutEverywhere()} onSessionEnded={sessionEnded} />
        ) : null}
      </div>
    </section>
  );
}
