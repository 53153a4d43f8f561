import { layout } from 'shared-ui';
import { AdminDashboard } from '../features/admin/admin-dashboard';
import { AdminOffNotice } from '../features/admin/admin-off-notice';
import { SpreadsheetLink } from '../features/admin/spreadsheet-link';
import { SignInForm } from '../features/admin/sign-in-form';
import { useAdminSession } from '../features/admin/use-admin-session';
import * as css from '../features/admin/admin.css';

/** /admin: the spreadsheet of driver sign-ups for everyone; sign in for the dashboard of what visitors sent. */
export default function AdminPage() {
  const { state, signIn, signOut, signOutEverywhere, sessionEnded } = useAdminSession();
  return (
    <section className={layout.section({ tone: 'alt' })}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>Admin Dashboard</h1>
        <SpreadsheetLink />
        {state.phase === 'checking' ? <p className={css.muted}>Checking your session…</p> : null}
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
