import { useCallback, useEffect, useState } from 'react';
import { adminApi } from './admin-api';

export type AdminSessionState =
  { phase: 'checking' } | { phase: 'off' } | { phase: 'signed-out' } | { phase: 'signed-in' } | { phase: 'unavailable'; message: string };

/** Where the admin session stands; checked in an effect so the page renders on the server. */
export function useAdminSession() {
  const [state, setState] = useState<AdminSessionState>({ phase: 'checking' });

  const check = useCallback(async () => {
    try {
      const session = await adminApi.session();
      if (session.signedIn) setState({ phase: 'signed-in' });
      else setState({ phase: session.turnedOff ? 'off' : 'signed-out' });
    } catch {
      setState({ phase: 'unavailable', message: 'The admin service could not be reached. Please reload the page.' });
    }
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  return {
    state,
    /** Throws AdminApiError with the server's message when sign-in is refused. */
    signIn: async (password: string) => {
      await adminApi.signIn(password);
      setState({ phase: 'signed-in' });
    },
    signOut: async () => {
      await adminApi.signOut().catch(() => undefined);
      setState({ phase: 'signed-out' });
    },
    signOutEverywhere: async () => {
      await adminApi.signOutEverywhere().catch(() => undefined);
      setState({ phase: 'signed-out' });
    },
    /** A dashboard call answered 401: the session ended (expired or signed out elsewhere). */
    sessionEnded: () => setState({ phase: 'signed-out' }),
  };
}
