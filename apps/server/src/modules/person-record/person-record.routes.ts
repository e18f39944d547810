import { personRecordApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, registerApi } from '../../lib/api-route.ts';
import { clanContext } from '../../lib/request-context.ts';
import { PersonRecordService } from './person-record.service.ts';

export const personRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const records = new PersonRecordService(app.db);

  registerApi(app, personRecordApi.get, { tags: ['public'] }, async (request) =>
    ok(await records.get(clanContext(request), request.params.id)),
  );
};
