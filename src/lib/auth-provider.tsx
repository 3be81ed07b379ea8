import { useEffect, useState, type ReactNode } from 'react';
import { subscribeSession } from '@/firebase/auth-session';
import { AuthContext, type AuthState } from './auth-context';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ loading: true, user: null, error: null });
  useEffect(
    () =>
      subscribeSession(
        (user) => setState({ loading: false, user, error: null }),
        (error) => setState({ loading: false, user: null, error }),
      ),
    [],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
