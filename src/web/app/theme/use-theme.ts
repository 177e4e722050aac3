import { useContext } from 'react';
import { ThemeContext, type ThemeContextValue } from './theme-context';

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  // Using the theme helper outside its provider is a programming error.
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
