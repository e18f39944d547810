import { personRecordApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRead } from '../../lib/api-route.ts';
import { PersonRecordService } from './person-record.service.ts';

export const personRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const records = new PersonRecordService(app.db);

  registerRead(app, personRecordApi.get, { tags: ['public'] }, (context, id) => records.get(context, id));
};
