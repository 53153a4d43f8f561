import { useEffect, useState } from 'react';
import { layout } from 'shared-ui';
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

/** /admin: nothing but the sign-in until staff sign in (or the notice that the dashboard is off); then the dashboard. */
export default function AdminPage() {
  const { state, signIn, signOut, signOutEverywhere, sessionEnded } = useAdminSession();
  const started = useStarted();
  return (
    <section className={layout.section({ tone: 'alt' })}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>Admin Dashboard</h1>
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
