import * as css from './admin.css';

/** Shown when the API has no ADMIN_PASSWORD: how an operator turns the dashboard on. */
export function AdminOffNotice() {
  return (
    <div className={`${css.panel} ${css.stack}`}>
      <h2>The Admin Dashboard Is Turned Off</h2>
      <p>
        To turn it on, set <code className={css.code}>ADMIN_PASSWORD</code> in the API&rsquo;s environment and restart the API. Then sign in here with
        that password.
      </p>
    </div>
  );
}
