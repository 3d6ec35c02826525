import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { refusalOf } from './admin-access.ts';

/**
 * Watches every query and mutation of the console for a 401 or 403. A 401 signs the operator out
 * (the auth guard then sends them to login and back); a 403 is returned, so the console shows the
 * same "no access" page as it does to a signed-in non-administrator.
 */
export function useApiRefusal(): 'forbidden' | undefined {
  const queryClient = useQueryClient();
  const [forbidden, setForbidden] = useState(false);
  useEffect(() => {
    const handle = (error: unknown) => {
      const refusal = refusalOf(error);
      if (refusal === 'signed-out') useAuthStore.getState().signOut();
      if (refusal === 'forbidden') setForbidden(true);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return forbidden ? 'forbidden' : undefined;
}
