import { equipmentOperations as ops } from '@ganado/shared/equipment';
import type { FastifyPluginAsync } from 'fastify';
import { uploaded } from '../../http/multipart';
import { route } from '../../http/operation';
import { ATTACHMENT_ROUTE } from '../uploads/attachments';
import { attachDocument, downloadDocument, getDocuments, removeDocument } from './documents.service';
import { addEquipment, changeEquipment, getEquipment, getEquipmentPage, removeEquipment } from './equipment.service';
import { addGroup, changeGroup, getGroups, removeGroup } from './groups.service';
import { getMaintenance, recordMaintenance } from './maintenance.service';
import { addPlan, changePlan, getPlans, removePlan } from './plans.service';

/** Equipment, its groups, maintenance, plans and documents, under the equipment module's permissions (docs/decisions.md: equipment). */
export const equipmentRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listEquipment, (request) => getEquipmentPage(request.tenant, request.session, request.query));
  route(app, ops.addEquipment, (request) => addEquipment(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getEquipment, (request) => getEquipment(request.tenant, request.session, request.params.id));
  route(app, ops.updateEquipment, (request) => changeEquipment(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.deleteEquipment, (request) => removeEquipment(request.tenant, request.session, request.params.id, request.ip));
  route(app, ops.listEquipmentGroups, (request) => getGroups(request.tenant, request.session));
  route(app, ops.addEquipmentGroup, (request) => addGroup(request.tenant, request.session, request.body, request.ip));
  route(app, ops.updateEquipmentGroup, (request) => changeGroup(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.deleteEquipmentGroup, (request) => removeGroup(request.tenant, request.session, request.params.id, request.ip));
  route(app, ops.listMaintenance, (request) => getMaintenance(request.tenant, request.session, request.params.id));
  route(app, ops.recordMaintenance, (request) => recordMaintenance(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.listMaintenancePlans, (request) => getPlans(request.tenant, request.session, request.params.id));
  route(app, ops.addMaintenancePlan, (request) => addPlan(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.updateMaintenancePlan, (request) => changePlan(request.tenant, request.session, request.params.id, request.params.planId, request.body, request.ip));
  route(app, ops.deleteMaintenancePlan, (request) => removePlan(request.tenant, request.session, request.params.id, request.params.planId, request.ip));
  route(app, ops.listEquipmentDocuments, (request) => getDocuments(request.tenant, request.session, request.params.id));
  route(app, ops.attachEquipmentDocument, (request) => attachDocument(request.tenant, request.session, request.params.id, uploaded(request.body.file), request.ip), ATTACHMENT_ROUTE);
  route(app, ops.downloadEquipmentDocument, (request, reply) => downloadDocument(request.tenant, request.session, request.params.id, request.params.attachmentId, reply));
  route(app, ops.deleteEquipmentDocument, (request) => removeDocument(request.tenant, request.session, request.params.id, request.params.attachmentId, request.ip));
};
