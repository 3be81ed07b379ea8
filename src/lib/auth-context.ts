import { createContext, useContext } from 'react';
import type { SessionUser } from '@/firebase/auth-session';

export interface AuthState {
  /** True until Firebase Auth has reported the first state. */
  loading: boolean;
  user: SessionUser | null;
  error: Error | null;
}

export const AuthContext = createContext<AuthState>({ loading: true, user: null, error: null });

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
