import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPath, postPath } from '../../core/data/data-provider';
import type { RatingData } from './rating-types';

/** Query options of a rating panel: GET {getter} with the filter params (spec §7). */
export function ratingOptions(getter: string, params: Record<string, unknown>) {
  return queryOptions({
    queryKey: ['rating', getter, params] as const,
    queryFn: async () => (await getPath<{ data: RatingData }>(getter, params)).data,
  });
}

/**
 * Loads the rating (only when allowed) and submits one, reloading afterwards. With
 * `readAlongside`, the caller's screen already reads it: an answer in the cache shows
 * without asking again as the panel mounts.
 */
export function useRating(options: { getter: string; setter: string; params: Record<string, unknown>; enabled: boolean; readAlongside?: boolean }) {
  const { getter, setter, params, enabled, readAlongside = false } = options;
  const queryClient = useQueryClient();
  const rating = useQuery({ ...ratingOptions(getter, params), enabled, refetchOnMount: !readAlongside });
  const submit = useMutation({
    mutationFn: (payload: Record<string, unknown>) => postPath<{ message?: string }>(setter, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratingOptions(getter, params).queryKey }),
  });
  return { rating, submit };
}
