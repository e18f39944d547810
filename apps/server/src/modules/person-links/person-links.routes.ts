import { MESSAGES, personLinksApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, ok, okPage, registerApi } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { authRateLimit } from '../../plugins/guessing-limits.ts';
import { myKinship } from './person-links.kinship.ts';
import { PersonLinksService } from './person-links.service.ts';

/** Searches per address and clan a minute: a picker typing names, not a crawler. */
const PUBLIC_SEARCH_PER_MINUTE = 60;

export const personLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = new PersonLinksService(app.db);
  const options = { tags: ['person-links'] };

  registerApi(app, personLinksApi.mine, options, async (request) =>
    ok(await links.mine(actorContext(request))),
  );

  registerApi(app, personLinksApi.myKinship, options, async (request) =>
    ok(await myKinship(app.db, actorContext(request), request.params.id)),
  );

  registerApi(app, personLinksApi.claim, options, async (request) =>
    ok(await links.claim(actorContext(request), request.body), MESSAGES.personClaimSent),
  );

  registerApi(app, personLinksApi.withdraw, options, async (request) => {
    await links.withdraw(actorContext(request));
    return done(MESSAGES.personClaimWithdrawn);
  });

  registerApi(app, personLinksApi.unlinkMine, options, async (request) => {
    await links.unlinkMine(actorContext(request));
    return done(MESSAGES.personLinkRemoved);
  });

  registerApi(app, personLinksApi.setRegion, options, async (request) =>
    ok(await links.setRegion(actorContext(request), request.body.region), MESSAGES.kinshipRegionSaved),
  );

  registerApi(app, personLinksApi.listClaims, options, async (request) =>
    okPage(await links.listClaims(actorContext(request), request.query)),
  );

  registerApi(app, personLinksApi.decide, options, async (request) => {
    const { decision } = request.body;
    return ok(
      await links.decide(actorContext(request), request.params.id, decision),
      decision === 'approved' ? MESSAGES.personClaimApproved : MESSAGES.personClaimRejected,
    );
  });

  registerApi(app, personLinksApi.userPerson, options, async (request) =>
    ok(await links.userPerson(clanContext(request), request.params.id)),
  );

  registerApi(app, personLinksApi.linkUser, options, async (request) => {
    const { personId } = request.body;
    return ok(
      await links.linkUser(actorContext(request), request.params.id, personId),
      personId === null ? MESSAGES.personLinkRemoved : MESSAGES.personLinked,
    );
  });

  registerApi(
    app,
    personLinksApi.publicSearch,
    { ...options, config: { rateLimit: authRateLimit(PUBLIC_SEARCH_PER_MINUTE) } },
    async (request) => ok(await links.searchPublic(clanContext(request), request.query)),
  );
};
