import { TASK_ACTIONS } from '../action-list/activity';
import { ANIMAL_ACTIONS } from '../animals/activity';
import { AUTH_ACTIONS } from '../auth/activity';
import { DEPARTMENT_ACTIONS } from '../departments/activity';
import { DRUG_ACTIONS } from '../drugs/activity';
import { ENQUIRY_ACTIONS } from '../enquiries/activity';
import { EQUIPMENT_ACTIONS } from '../equipment/activity';
import { FAQ_ACTIONS } from '../faq/activity';
import { GOAL_ACTIONS } from '../goals/activity';
import { FARM_ACTIONS } from '../farms/activity';
import { FEED_ACTIONS } from '../feed/activity';
import { GENETICS_ACTIONS } from '../genetics/activity';
import { ORDER_ACTIONS } from '../orders/activity';
import { REPORT_ACTIONS } from '../reports/activity';
import { PROFILE_ACTIONS } from '../profile/activity';
import { ROLE_ACTIONS } from '../roles/activity';
import { SEMEN_ACTIONS } from '../semen/activity';
import { SUPPLY_ACTIONS } from '../supplies/activity';
import { USER_ACTIONS } from '../users/activity';

/**
 * Every action the activity log records, `<entity>.<verb>`: the union of each module's list (its
 * `activity.ts`). The server's `recordActivity` takes only these, and the web must label each one
 * in both languages (a test checks), so a new write cannot show up in the log as a raw key.
 */
export const ACTIVITY_ACTIONS = [
  ...DEPARTMENT_ACTIONS,
  ...ROLE_ACTIONS,
  ...USER_ACTIONS,
  ...PROFILE_ACTIONS,
  ...AUTH_ACTIONS,
  ...FARM_ACTIONS,
  ...ANIMAL_ACTIONS,
  ...TASK_ACTIONS,
  ...SUPPLY_ACTIONS,
  ...DRUG_ACTIONS,
  ...ORDER_ACTIONS,
  ...SEMEN_ACTIONS,
  ...GENETICS_ACTIONS,
  ...FEED_ACTIONS,
  ...REPORT_ACTIONS,
  ...FAQ_ACTIONS,
  ...GOAL_ACTIONS,
  ...ENQUIRY_ACTIONS,
  ...EQUIPMENT_ACTIONS,
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
