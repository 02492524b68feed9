import {
  churchCreateInput,
  churchSearchInput,
  churchUpdateInput,
  idField,
  idInput,
} from '@huddle/domain';
import { z } from 'zod';
import { LONG_TEXT_BODY_LIMIT } from '../../http/json-body.js';
import { CACHE_POLICIES } from '../../rest/http-cache.js';
import { publicProcedure, router, userProcedure } from '../../trpc/init.js';
import { syncSchema } from '../../trpc/sync-schema.js';
import { churchPageSchema, churchSchema } from './church.schemas.js';
import {
  attendeesToTellOfMove,
  createChurch,
  getChurch,
  listChurches,
  updateChurch,
} from './churches.service.js';

export const churchByIdInput = z.object({ id: idField() });

export const churchesRouter = router({
  /** The directory: search and denomination, keyset pages by name, upcoming event counts. */
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/churches',
        summary:
          'Churches by name, each with its number of upcoming events; search (name, description or city; a search ending in a state, `Austin, TX`, also finds the churches of that state with the rest) and denomination filter; keyset pages via cursor and limit. Within a radius: `near` (a zip code) or `lat` and `lng`, `radius` in miles (1-100, 25 by default), `sort=distance` for nearest first; each church carries `distanceMiles` (null without a place); an unknown zip code or a bad coordinate is a 400',
        cache: CACHE_POLICIES.list,
        microCache: true,
      },
    })
    .input(syncSchema(churchSearchInput))
    .output(syncSchema(churchPageSchema))
    .query(({ ctx, input }) => listChurches(ctx, input)),

  /** One church; 404 'Church not found.'. */
  byId: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/churches/:id',
        summary: 'One church; 404 when there is none',
        cache: CACHE_POLICIES.church,
      },
    })
    .input(syncSchema(churchByIdInput))
    .output(syncSchema(churchSchema))
    .query(({ ctx, input }) => getChurch(ctx, input.id)),

  /** Registers a church owned by the signed-in user; 409 for duplicates or a second church. */
  create: userProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/churches',
        summary:
          'Register a church owned by the signed-in user; 409 for a duplicate or a second church',
        successStatus: 201,
        bodyLimit: LONG_TEXT_BODY_LIMIT,
        errors: { 409: 'The account already has a church, or another church has these details' },
      },
    })
    .input(churchCreateInput)
    .output(churchSchema)
    .mutation(({ ctx, input }) => createChurch(ctx, input)),

  /**
   * Edits a church: the spec's fields, and its name, description, denomination and photo when
   * sent. The church's owner or official only.
   */
  update: userProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/churches/:id',
        summary:
          "Edit a church: its contact, location, capacity and amenities (the spec's fields, all required), and its `name`, `description`, `denomination` and `imageUrl` (each optional: left out, it stays; a blank or null denomination or photo clears it); 403 INSUFFICIENT_PERMISSIONS unless owner or official, 403 ACCESS_DENIED for another church, 409 naming the field for a phone, e-mail, or name at this address that another church has",
        bodyLimit: LONG_TEXT_BODY_LIMIT,
        errors: {
          409: 'Another church has this phone or e-mail, or this name at this address; the message names the field',
        },
      },
    })
    .input(churchUpdateInput)
    .output(churchSchema)
    .mutation(({ ctx, input }) => updateChurch(ctx, input)),

  /** Before saving a new address: how many attendees of its dates still to come will be told. */
  attendeesToTell: userProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/churches/:id/attendees-to-tell',
        summary:
          "How many attendees of a church's dates still to come a new address would be told to: { attendees }; the church's owner or official only",
      },
    })
    .input(idInput)
    .output(z.object({ attendees: z.number().int() }))
    .query(({ ctx, input }) => attendeesToTellOfMove(ctx, input.id)),
});
