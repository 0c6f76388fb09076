import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiError } from '@/dashboard/api/client';
import { T } from '@/dashboard/texts';

interface Options<V, R> {
  mutationFn(variables: V): Promise<R>;
  /** Query keys (generic prefixes) to refetch after success, e.g. ['admin', 'boattypes']. */
  invalidates?: readonly QueryKey[];
  /** Toast on success: 'Başarılı' unless a specific Turkish text is given; false for none. */
  successMessage?: string | false | ((result: R, variables: V) => string);
  onSuccess?(result: R, variables: V): void;
}

/** The server's Turkish message for a failed call. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : error instanceof Error ? error.message : String(error);

/**
 * A write to the API: toasts success ('Başarılı' or a given text) and failure (the server's
 * message), and invalidates the given query keys so lists and counts refresh.
 */
export function useApiMutation<V, R>({
  mutationFn,
  invalidates = [],
  successMessage = T.success,
  onSuccess,
}: Options<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (successMessage !== false)
        toast.success(typeof successMessage === 'function' ? successMessage(result, variables) : successMessage);
      onSuccess?.(result, variables);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
