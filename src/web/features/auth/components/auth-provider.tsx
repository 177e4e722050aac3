import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { LoginRequest, Session } from '@shared/schemas/auth';
import { ApiRequestError } from '@web/lib/api';
import { fetchSession, loginRequest, logoutRequest, SESSION_QUERY_KEY } from '../api/auth-api';
import { readAuthFlag, writeAuthFlag } from '../api/auth-flag';
import { AuthContext } from './auth-context';

function isSessionQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === SESSION_QUERY_KEY[0] && queryKey[1] === SESSION_QUERY_KEY[1];
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Read once at start: the guess used until the server answers. A server-rendered page arrives
  // with the answer, so it leaves localStorage alone (a slow first read on a phone).
  const [storedFlag] = useState(() => (queryClient.getQueryData(SESSION_QUERY_KEY) ? false : readAuthFlag()));
  const session = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession });

  // The server's answer wins; keep the stored flag in step with it.
  useEffect(() => {
    if (session.data) writeAuthFlag(session.data.authenticated);
  }, [session.data]);

  // A 401 from any data call means the session ended (expired, or logged out in another tab):
  // ask the server again so the gate can show the login form.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (isSessionQuery(event.query.queryKey)) return;
        const { error } = event.action;
        if (error instanceof ApiRequestError && error.status === 401) {
          void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        }
      }),
    [queryClient],
  );

  const login = useCallback(
    async (credentials: LoginRequest) => {
      const next = await loginRequest(credentials);
      writeAuthFlag(true);
      queryClient.setQueryData<Session>(SESSION_QUERY_KEY, next);
      // Anything fetched while locked out (or by a previous session) is stale now.
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const next = await logoutRequest();
    writeAuthFlag(false);
    queryClient.setQueryData<Session>(SESSION_QUERY_KEY, next);
    // Gated data must not linger in memory after the visitor has left.
    queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  }, [queryClient]);

  const value = useMemo(
    () => ({
      isAuthenticated: session.data?.authenticated ?? storedFlag,
      gateEnabled: session.data?.gateEnabled ?? true,
      username: session.data?.username ?? null,
      login,
      logout,
    }),
    [session.data, storedFlag, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
