import type { Command } from '@lodestar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { utilityKeys } from './utility-keys.ts';

/** GET /commands?model_id=: one model's command catalogue with the model-less commands, in display order. */
export function fetchModelCommands(modelId: number, signal?: AbortSignal): Promise<Command[]> {
  return apiRequest<Command[]>('/commands', { signal, query: { model_id: modelId } });
}

export function modelCommandsQueryOptions(modelId: number) {
  return queryOptions({
    queryKey: utilityKeys.commands(modelId),
    queryFn: ({ signal }) => fetchModelCommands(modelId, signal),
    staleTime: Infinity,
  });
}

/** Asks nothing until a model is chosen. */
export function useModelCommands(modelId: number | null) {
  return useQuery({ ...modelCommandsQueryOptions(modelId ?? 0), enabled: modelId !== null });
}
