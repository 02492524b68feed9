import { z } from 'zod';

export const forgotAnswerSchema = z.object({ sent: z.literal(true) });
export const resetAnswerSchema = z.object({ reset: z.literal(true) });
export const changeAnswerSchema = z.object({ changed: z.literal(true) });
export const accountEmailSchema = z.object({ email: z.string() });
/** The signed-in user's own address, as /account shows it. */
export const currentEmailSchema = z.object({ email: z.string().nullable() });
export const askForEmailSchema = z.object({ ask: z.boolean() });
