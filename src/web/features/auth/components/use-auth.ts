import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  // Using the auth helper outside its provider is a programming error.
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
