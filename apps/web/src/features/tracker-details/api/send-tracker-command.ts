import type { Message, SendCommandRequest } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { trackerDetailsKeys } from './tracker-details-keys.ts';

/**
 * POST /devices/{id}/dialogs: a catalogue command with its argument values, or a custom command text, over the
 * chosen channels. Answers one message per channel. The form shows a refusal (422) itself.
 */
export function sendTrackerCommand(deviceId: number, request: SendCommandRequest): Promise<Message[]> {
  return apiRequest(`/devices/${deviceId}/dialogs`, { method: 'POST', body: request, handles: [422] });
}

/** Sends the command, then reloads the message history, which polls until the tracker answers. */
export function useSendTrackerCommand(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendCommandRequest) => sendTrackerCommand(deviceId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackerDetailsKeys.dialogs(deviceId) }),
  });
}
