import type { Command } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';

/** GET /commands?model_id= (spec 2 §7 'commands by model id'): the model's commands, categories left out. */
export function fetchModelCommands(modelId: number, signal?: AbortSignal): Promise<Command[]> {
  return apiRequest<Command[]>('/commands', { signal, query: { model_id: modelId } });
}

export const modelCommandsQueryOptions = (modelId: number) =>
  queryOptions({
    queryKey: ['models', modelId, 'commands'] as const,
    queryFn: ({ signal }) => fetchModelCommands(modelId, signal),
    select: (commands) =>
      commands.filter((c) => !c.is_category).map((c) => ({ value: String(c.id), label: c.title })),
    staleTime: 5 * 60_000,
  });

export function useModelCommands(modelId: number | null) {
  return useQuery({ ...modelCommandsQueryOptions(modelId ?? 0), enabled: modelId !== null });
}
