import { useQuery, useQueryClient } from '@tanstack/react-query';
import { geneticsOperations as ops, type ModelSettingsRequest, type RequiredFieldsRequest } from '@ganado/shared/genetics';
import { call } from '../../../app/api';

export function useModelSettings() {
  return useQuery({ queryKey: ['genetics', 'settings', 'model'], queryFn: () => call(ops.getModelSettings) });
}

export function useRequiredFields() {
  return useQuery({ queryKey: ['genetics', 'settings', 'required-fields'], queryFn: () => call(ops.getRequiredFields) });
}

export const updateModelSettings = (body: ModelSettingsRequest) => call(ops.updateModelSettings, { body });
export const updateRequiredFields = (body: RequiredFieldsRequest) => call(ops.updateRequiredFields, { body });

/** Saved, the settings (and the EPD sheet's required marks) are asked again. */
export function useRefreshSettings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['genetics', 'settings'] });
}
