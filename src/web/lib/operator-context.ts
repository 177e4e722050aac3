import { createContext, useContext } from 'react';
import { type OperatorMe, type OperatorRole, roleAtLeast } from '@shared/schemas/operators';

/** The signed-in operator inside the console (provided by app/admin/admin-app.tsx). */
export const OperatorContext = createContext<OperatorMe | null>(null);

export function useOperator(): OperatorMe {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator is for pages inside the operator console');
  return operator;
}

/** Whether the signed-in operator may do what `role` may (e.g. hide an editor's buttons from analysts). */
export function useCan(role: OperatorRole): boolean {
  return roleAtLeast(useOperator().role, role);
}
