import { z } from 'zod';
import { operation } from '../http';
import { myWork, myWorkQuery } from './my-work';
import { reportSchedule, reportScheduleParams, reportScheduleRequest } from './schedules';

const access = { module: 'reports', action: 'view' } as const;

/**
 * /my-reports (docs/decisions.md: scheduled reports, my work): the signed-in person's own scheduled
 * reports and their own work, under the reports permission. A schedule is its owner's alone:
 * anyone else's, in the organisation or not, is not found (404), as is a filter's farm or group
 * not of the organisation; 409: the person has no email address to send it to.
 */
export const myReportOperations = {
  listReportSchedules: operation({
    operationId: 'listReportSchedules',
    method: 'GET',
    path: '/my-reports/schedule',
    summary: 'The signed-in person’s scheduled reports, oldest first',
    tag: 'reports',
    access,
    answer: z.array(reportSchedule),
    errors: [],
  }),
  createReportSchedule: operation({
    operationId: 'createReportSchedule',
    method: 'POST',
    path: '/my-reports/schedule',
    summary: 'Schedule an analytics page to be emailed as a PDF every week or month',
    tag: 'reports',
    access,
    body: reportScheduleRequest,
    answer: reportSchedule,
    errors: [404, 409],
    message: 'success.reportScheduled',
  }),
  updateReportSchedule: operation({
    operationId: 'updateReportSchedule',
    method: 'PUT',
    path: '/my-reports/schedule/:id',
    summary: 'Change, pause or resume one of the signed-in person’s scheduled reports',
    tag: 'reports',
    access,
    params: reportScheduleParams,
    body: reportScheduleRequest,
    answer: reportSchedule,
    errors: [404, 409],
    message: 'success.reportScheduleUpdated',
  }),
  deleteReportSchedule: operation({
    operationId: 'deleteReportSchedule',
    method: 'DELETE',
    path: '/my-reports/schedule/:id',
    summary: 'Stop and remove one of the signed-in person’s scheduled reports',
    tag: 'reports',
    access,
    params: reportScheduleParams,
    answer: z.object({ id: z.uuid() }),
    errors: [404],
    message: 'success.reportScheduleDeleted',
  }),
  sendReportSchedule: operation({
    operationId: 'sendReportSchedule',
    method: 'POST',
    path: '/my-reports/schedule/:id/send',
    summary: 'Email a scheduled report now, for the period it would cover today, without moving its next send',
    tag: 'reports',
    access,
    params: reportScheduleParams,
    answer: reportSchedule,
    errors: [404, 409, 429],
    message: 'success.reportSent',
  }),
  getMyWork: operation({
    operationId: 'getMyWork',
    method: 'GET',
    path: '/my-reports/work',
    summary: 'The signed-in person’s records entered and tasks completed, per month of a period (a year to today by default)',
    tag: 'reports',
    access,
    query: myWorkQuery,
    answer: myWork,
    errors: [],
  }),
};
