import { churchCreateInput, idField } from '@huddle/domain';
import { z } from 'zod';
import { publicProcedure, router, userProcedure } from '../../trpc/init.js';
import { churchSchema } from './church.schemas.js';
import { listChurches } from './churches.repository.js';
import { createChurch, getChurch } from './churches.service.js';

export const churchByIdInput = z.object({ id: idField() });

export const churchesRouter = router({
  /** Every church by name, with its number of active events. */
  list: publicProcedure.output(z.array(churchSchema)).query(({ ctx }) => listChurches(ctx.db)),

  /** One church; 404 'Church not found.'. */
  byId: publicProcedure
    .input(churchByIdInput)
    .output(churchSchema)
    .query(({ ctx, input }) => getChurch(ctx, input.id)),

  /** Registers a church owned by the signed-in user; 409 for duplicates or a second church. */
  create: userProcedure
    .input(churchCreateInput)
    .output(churchSchema)
    .mutation(({ ctx, input }) => createChurch(ctx, input)),
});
