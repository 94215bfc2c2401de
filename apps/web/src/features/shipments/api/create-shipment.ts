import type { CreateShipmentRequest } from '@lodestar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client.ts';
import { refreshShipments } from './shipment-form-refresh.ts';

/**
 * Refusals the form shows itself (spec 2 §8: the server's message in a toast, fields under fields); a lost session
 * (401) and a database pause (503) keep the shared reaction.
 */
export const CREATE_HANDLES = [403, 404, 409, 422, 500, 502, 504] as const;

/** POST /accounts/{id}/shipments (spec 2 §7 Store): answers the new shipment's id. */
export function createShipment(accountId: number, request: CreateShipmentRequest): Promise<{ id: number }> {
  return apiRequest(`/accounts/${accountId}/shipments`, {
    method: 'POST',
    body: request,
    handles: CREATE_HANDLES,
  });
}

export function useCreateShipment(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateShipmentRequest) => createShipment(accountId, request),
    onSuccess: () => refreshShipments(queryClient, accountId),
  });
}
