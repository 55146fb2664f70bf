import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationQuery } from '@ganado/shared/http';
import { myReportOperations as ops, type ReportScheduleForm } from '@ganado/shared/reports';
import { call } from '../../../app/api';

export type MyWorkRange = NonNullable<OperationQuery<typeof ops.getMyWork>>;

/** Every query of /my-reports is under `myReports`, so a saved change asks them all again. */
export function useMyWork(range: MyWorkRange) {
  return useQuery({ queryKey: ['myReports', 'work', range], queryFn: () => call(ops.getMyWork, { query: range }), placeholderData: keepPreviousData });
}

export function useMySchedules() {
  return useQuery({ queryKey: ['myReports', 'schedules'], queryFn: () => call(ops.listReportSchedules) });
}

export function useRefreshMyReports() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['myReports'] });
}

export const createSchedule = (body: ReportScheduleForm) => call(ops.createReportSchedule, { body });
export const updateSchedule = (id: string, body: ReportScheduleForm) => call(ops.updateReportSchedule, { params: { id }, body });
export const deleteSchedule = (id: string) => call(ops.deleteReportSchedule, { params: { id } });
export const sendSchedule = (id: string) => call(ops.sendReportSchedule, { params: { id } });
