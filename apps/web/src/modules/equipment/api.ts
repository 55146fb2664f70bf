import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EquipmentGroupRequest, type EquipmentInput, type EquipmentStatus, type EquipmentType, equipmentOperations as ops, type MaintenanceInput, type PlanInput } from '@ganado/shared/equipment';
import { call, download } from '../../app/api';

export const equipmentKey = ['equipment'] as const;

/** One page of the inventory as the list asks it: searched, filtered and sorted (the contract's equipmentQuery). */
export interface EquipmentListQuery {
  search?: string;
  type?: EquipmentType;
  status?: EquipmentStatus;
  farmId?: string;
  groupId?: string;
  col?: string;
  desc?: 'true';
  page: number;
  limit: number;
}
export const useEquipmentPage = (query: EquipmentListQuery) =>
  useQuery({ queryKey: [...equipmentKey, 'list', query], queryFn: () => call(ops.listEquipment, { query: query as never }), placeholderData: keepPreviousData });
export const useEquipment = (id: string) => useQuery({ queryKey: [...equipmentKey, id], queryFn: () => call(ops.getEquipment, { params: { id } }) });
export const useMaintenance = (id: string) => useQuery({ queryKey: [...equipmentKey, id, 'maintenance'], queryFn: () => call(ops.listMaintenance, { params: { id } }) });
export const usePlans = (id: string) => useQuery({ queryKey: [...equipmentKey, id, 'plans'], queryFn: () => call(ops.listMaintenancePlans, { params: { id } }) });
export const useDocuments = (id: string) => useQuery({ queryKey: [...equipmentKey, id, 'documents'], queryFn: () => call(ops.listEquipmentDocuments, { params: { id } }) });
export const useGroups = () => useQuery({ queryKey: [...equipmentKey, 'groups'], queryFn: () => call(ops.listEquipmentGroups) });

/** Everything of the module asked again after a write (an item's plans change its list row too). */
export function useRefreshEquipment() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: equipmentKey });
}

export const addEquipment = (body: EquipmentInput) => call(ops.addEquipment, { body });
export const updateEquipment = (id: string, body: EquipmentInput) => call(ops.updateEquipment, { params: { id }, body });
export const deleteEquipment = (id: string) => call(ops.deleteEquipment, { params: { id } });
export const recordMaintenance = (id: string, body: MaintenanceInput) => call(ops.recordMaintenance, { params: { id }, body });
export const addPlan = (id: string, body: PlanInput) => call(ops.addMaintenancePlan, { params: { id }, body });
export const deletePlan = (id: string, planId: string) => call(ops.deleteMaintenancePlan, { params: { id, planId } });
export const attachDocument = (id: string, file: File) => call(ops.attachEquipmentDocument, { params: { id }, body: { file } });
export const deleteDocument = (id: string, attachmentId: string) => call(ops.deleteEquipmentDocument, { params: { id, attachmentId } });
export const downloadDocument = (id: string, attachmentId: string) => download(ops.downloadEquipmentDocument, { params: { id, attachmentId } });
export const addGroup = (body: EquipmentGroupRequest) => call(ops.addEquipmentGroup, { body });
export const updateGroup = (id: string, body: EquipmentGroupRequest) => call(ops.updateEquipmentGroup, { params: { id }, body });
export const deleteGroup = (id: string) => call(ops.deleteEquipmentGroup, { params: { id } });
