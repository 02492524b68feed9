import type { RouterOutputs } from '../../lib/trpc';

/** An event as the API answers it (public fields, the host church, the owner block if ours). */
export type EventView = RouterOutputs['events']['byId'];
export type EventChurch = EventView['church'];
