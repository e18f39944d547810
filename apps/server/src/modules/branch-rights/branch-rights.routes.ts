import { branchRightsApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, registerApi } from '../../lib/api-route.ts';
import { actorContext } from '../../lib/request-context.ts';
import { BranchRightsService } from './branch-rights.service.ts';

/** Editing rights of branch keepers (issue 24): the signed-in member's own scope. */
export const branchRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rights = new BranchRightsService(app.db);
  const options = { tags: ['branches'] };

  registerApi(app, branchRightsApi.myScope, options, async (request) =>
    ok(await rights.myScope(actorContext(request))),
  );
};
