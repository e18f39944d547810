import { branchesApi, MESSAGES } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, ok, registerApi } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { EventsService } from '../events/events.service.ts';
import { BranchesService } from './branches.service.ts';

/** Branches (chi) and their keepers (issue 24). */
export const branchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const branches = new BranchesService(app.db, new EventsService(app.db));
  const options = { tags: ['branches'] };
  const publicOptions = { tags: ['public'] };

  registerApi(app, branchesApi.list, options, async (request) =>
    ok(await branches.list(clanContext(request))),
  );

  registerApi(app, branchesApi.create, options, async (request) =>
    ok(await branches.create(actorContext(request), request.body), MESSAGES.branchCreated),
  );

  registerApi(app, branchesApi.update, options, async (request) =>
    ok(await branches.update(actorContext(request), request.params.id, request.body), MESSAGES.branchUpdated),
  );

  registerApi(app, branchesApi.remove, options, async (request) => {
    await branches.remove(actorContext(request), request.params.id);
    return done(MESSAGES.branchDeleted);
  });

  registerApi(app, branchesApi.setKeepers, options, async (request) =>
    ok(
      await branches.setKeepers(actorContext(request), request.params.id, request.body),
      MESSAGES.branchKeepersSaved,
    ),
  );

  registerApi(app, branchesApi.pendingMembers, options, async (request) =>
    ok(await branches.pendingMembers(actorContext(request), request.params.id)),
  );

  registerApi(app, branchesApi.publicList, publicOptions, async (request) =>
    ok(await branches.publicList(clanContext(request))),
  );

  registerApi(app, branchesApi.publicGet, publicOptions, async (request) =>
    ok(await branches.publicGet(clanContext(request), request.params.id)),
  );
};
