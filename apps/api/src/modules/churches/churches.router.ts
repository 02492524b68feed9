import { churchCreateInput, churchSearchInput, churchUpdateInput, idField } from '@huddle/domain';
import { z } from 'zod';
import { publicProcedure, router, userProcedure } from '../../trpc/init.js';
import { syncSchema } from '../../trpc/sync-schema.js';
import { churchPageSchema, churchSchema } from './church.schemas.js';
import { createChurch, getChurch, listChurches, updateChurch } from './churches.service.js';

export const churchByIdInput = z.object({ id: idField() });

export const churchesRouter = router({
  /** The directory: search and denomination, keyset pages by name, upcoming event counts. */
  list: publicProcedure
    .input(syncSchema(churchSearchInput))
    .output(syncSchema(churchPageSchema))
    .query(({ ctx, input }) => listChurches(ctx, input)),

  /** One church; 404 'Church not found.'. */
  byId: publicProcedure
    .input(syncSchema(churchByIdInput))
    .output(syncSchema(churchSchema))
    .query(({ ctx, input }) => getChurch(ctx, input.id)),

  /** Registers a church owned by the signed-in user; 409 for duplicates or a second church. */
  create: userProcedure
    .input(churchCreateInput)
    .output(churchSchema)
    .mutation(({ ctx, input }) => createChurch(ctx, input)),

  /** Edits contact, location, capacity and amenities: the church's owner or official only. */
  update: userProcedure
    .input(churchUpdateInput)
    .output(churchSchema)
    .mutation(({ ctx, input }) => updateChurch(ctx, input)),
});
