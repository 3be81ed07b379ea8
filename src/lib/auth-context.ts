import { createContext, useContext } from 'react';
import type { SessionUser } from '@/firebase/auth-session';

export interface AuthState {
  /** True until Firebase Auth has reported the first state. */
  loading: boolean;
  user: SessionUser | null;
  error: Error | null;
}

/** A guest (no user) whose session is known: the state a prerendered guest page starts from. */
export const GUEST_FIRST: AuthState = { loading: false, user: null, error: null };

export const AuthContext = createContext<AuthState>({ loading: true, user: null, error: null });

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
