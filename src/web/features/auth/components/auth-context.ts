import { createContext } from 'react';
import type { LoginRequest } from '@shared/schemas/auth';

export interface AuthContextValue {
  isAuthenticated: boolean;
  /** False when the server runs with the gate switched off: everyone sees the whole site. */
  gateEnabled: boolean;
  username: string | null;
  /** Rejects with the API error so the form can say why. */
  login: (credentials: LoginRequest) => Promise<void>;
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
