import { EPD_UPLOAD_MAX_BYTES, geneticsOperations as ops } from '@ganado/shared/genetics';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage } from '../../http/language';
import { uploaded } from '../../http/multipart';
import { route } from '../../http/operation';
import { sendFile } from '../../http/table-file';
import { getEvaluation, getEvaluations, startEvaluation } from './evaluations/evaluations.service';
import { addGroup, buildTraitGroups, deleteGroup, getGroup, getGroups, moveToGroup, updateGroup } from './groups/groups.service';
import { getModelSettings, getRequiredFields, updateModelSettings, updateRequiredFields } from './settings/settings.service';
import { getEpdData, updateEpdData } from './sheets/sheets.service';
import { checkSubmission, createSubmission, downloadSubmission, getSubmissions } from './submissions/submissions.service';
import { acceptEpdUpload, epdUploadTemplate, getEpdUpload, getEpdUploads } from './uploads/uploads.service';
import { compareGenetics, exportGenetics, getEpdInfo, getGenetics, getGeneticWorth, searchGenetics } from './values/values.service';

/** Genetics and breeding (docs/product.md §1, §2; docs/decisions.md: genetics). */
export const geneticsRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listGenetics, (request) => getGenetics(request.tenant, request.session, request.query));
  route(app, ops.exportGenetics, async (request, reply) => sendFile(reply, await exportGenetics(request.tenant, request.session, request.query, requestLanguage(request))));
  route(app, ops.searchGenetics, (request) => searchGenetics(request.tenant, request.session, request.body));
  route(app, ops.compareGenetics, (request) => compareGenetics(request.tenant, request.session, request.query.ids));
  route(app, ops.getEpdData, (request) => getEpdData(request.tenant, request.session, request.params.id));
  route(app, ops.updateEpdData, (request) => updateEpdData(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.getGeneticWorth, (request) => getGeneticWorth(request.tenant, request.session, request.params.id));
  route(app, ops.getEpdInfo, (request) => getEpdInfo(request.tenant, request.session, request.params.id));
  route(
    app,
    ops.uploadEpdData,
    (request) => acceptEpdUpload(request.tenant, request.session, uploaded(request.body.file), request.ip, requestLanguage(request)),
    { config: { upload: { maxBytes: EPD_UPLOAD_MAX_BYTES, tooBig: 'genetics.uploadTooBig' } } },
  );
  route(app, ops.listEpdUploads, (request) => getEpdUploads(request.tenant, request.session, request.query, requestLanguage(request)));
  route(app, ops.getEpdUpload, (request) => getEpdUpload(request.tenant, request.session, request.params.id, requestLanguage(request)));
  route(app, ops.epdUploadTemplate, async (request, reply) => sendFile(reply, await epdUploadTemplate(request.tenant, request.session)));
  route(app, ops.listContemporaryGroups, (request) => getGroups(request.tenant, request.session, request.query));
  route(app, ops.addContemporaryGroup, (request) => addGroup(request.tenant, request.session, request.body, request.ip));
  route(app, ops.buildContemporaryGroups, (request) => buildTraitGroups(request.tenant, request.session, request.body.trait, request.ip));
  route(app, ops.moveToContemporaryGroup, (request) => moveToGroup(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getContemporaryGroup, (request) => getGroup(request.tenant, request.session, request.params.trait, request.params.id));
  route(app, ops.updateContemporaryGroup, (request) => updateGroup(request.tenant, request.session, request.params.trait, request.params.id, request.body, request.ip));
  route(app, ops.deleteContemporaryGroup, (request) => deleteGroup(request.tenant, request.session, request.params.trait, request.params.id, request.ip));
  route(app, ops.getModelSettings, (request) => getModelSettings(request.tenant, request.session));
  route(app, ops.updateModelSettings, (request) => updateModelSettings(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getRequiredFields, (request) => getRequiredFields(request.tenant, request.session));
  route(app, ops.updateRequiredFields, (request) => updateRequiredFields(request.tenant, request.session, request.body, request.ip));
  route(app, ops.startEvaluation, (request) => startEvaluation(request.tenant, request.session, request.body, request.ip, requestLanguage(request)));
  route(app, ops.listEvaluations, (request) => getEvaluations(request.tenant, request.session, request.query, requestLanguage(request)));
  route(app, ops.getEvaluation, (request) => getEvaluation(request.tenant, request.session, request.params.id, requestLanguage(request)));
  route(app, ops.checkSubmission, (request) => checkSubmission(request.tenant, request.session, request.body));
  route(app, ops.createSubmission, (request) => createSubmission(request.tenant, request.session, request.body, request.ip));
  route(app, ops.listSubmissions, (request) => getSubmissions(request.tenant, request.session, request.query));
  route(app, ops.downloadSubmission, async (request, reply) => sendFile(reply, await downloadSubmission(request.tenant, request.session, request.params.id)));
};
