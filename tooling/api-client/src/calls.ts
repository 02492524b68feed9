import type { Answer, ApiClient, operations } from './client.js';

/*
 * One call per filter and paging parameter of every list (spec §7), written as a client would
 * write it. Nothing runs this file: `tsc --noEmit` checks it against the types generated from the
 * OpenAPI document, so a filter, a value or a paging parameter the document stops declaring
 * fails the typecheck. Each call passes its parameter alone, so each error names its filter.
 */

/** GET /api/events: each §7 filter (zipCode, city, sport, date, church), then ours. */
export async function eventListCalls(api: ApiClient) {
  const byZip = await api.GET('/api/events', { params: { query: { zipCode: '46201' } } });
  await api.GET('/api/events', { params: { query: { city: 'Indianapolis' } } });
  await api.GET('/api/events', { params: { query: { city: 'Austin', state: 'TX' } } });
  await api.GET('/api/events', { params: { query: { sport: 'NFL' } } });
  await api.GET('/api/events', { params: { query: { date: '2030-02-09' } } });
  await api.GET('/api/events', { params: { query: { church: 12 } } });
  await api.GET('/api/events', { params: { query: { church: '12' } } });
  await api.GET('/api/events', { params: { query: { kind: 'watch_party' } } });
  await api.GET('/api/events', { params: { query: { kind: 'church_event' } } });
  await api.GET('/api/events', { params: { query: { when: 'upcoming' } } });
  await api.GET('/api/events', { params: { query: { when: 'past' } } });
  await api.GET('/api/events', { params: { query: { limit: 20 } } });
  await api.GET('/api/events', { params: { query: { cursor: 'opaque-cursor' } } });
  await api.GET('/api/events', {
    params: {
      query: {
        zipCode: '46201',
        city: 'Indianapolis',
        state: 'IN',
        sport: 'NFL',
        date: '2030-02-09',
        church: 12,
        kind: 'watch_party',
        when: 'upcoming',
        cursor: 'opaque-cursor',
        limit: 20,
      },
    },
  });
  // The answer: events, each with its church (§7 "list of events with nested church").
  const events: Answer<'events.list', 200> | undefined = byZip.data;
  const churchName: string | undefined = events?.[0]?.church.name;
  const next: string | null | undefined = byZip.response.headers.get('link');
  return { churchName, next };
}

/** GET /api/churches: the directory's search, denomination and paging. */
export async function churchListCalls(api: ApiClient) {
  await api.GET('/api/churches', { params: { query: { search: 'grace' } } });
  await api.GET('/api/churches', { params: { query: { denomination: 'Baptist' } } });
  await api.GET('/api/churches', { params: { query: { limit: 24, cursor: 'opaque-cursor' } } });
  const church = await api.GET('/api/churches/{id}', { params: { path: { id: 12 } } });
  const name: string | undefined = church.data?.name;
  return name;
}

/** GET /api/support-offers and /api/support-requests (§7 filters) and their paging. */
export async function supportListCalls(api: ApiClient) {
  await api.GET('/api/support-offers', { params: { query: { supportType: 'equipment' } } });
  await api.GET('/api/support-offers', { params: { query: { availability: 'weekends' } } });
  await api.GET('/api/support-offers', { params: { query: { limit: 20, cursor: 'c' } } });
  await api.GET('/api/support-requests', { params: { query: { supportType: 'food' } } });
  await api.GET('/api/support-requests', { params: { query: { urgency: 'high' } } });
  await api.GET('/api/support-requests', { params: { query: { limit: 20, cursor: 'c' } } });
}

/** The church's lists and analytics (§7 period), and the administrator's. */
export async function churchAndAdminCalls(api: ApiClient, token: string) {
  await api.GET('/api/churches/{churchId}/notifications', {
    params: { path: { churchId: 12 }, query: { limit: 20, cursor: 'c' } },
  });
  await api.GET('/api/events/{eventId}/attendees', {
    params: { path: { eventId: 7 }, query: { limit: 50, cursor: 'c' } },
  });
  await api.GET('/api/churches/{id}/analytics', {
    params: { path: { id: 12 }, query: { period: '30d' } },
  });
  await api.GET('/api/churches/{id}/events/analytics', {
    params: { path: { id: 12 }, query: { period: '7d' } },
  });
  const authorization = { authorization: `Bearer ${token}` };
  await api.GET('/api/admin/dashboard', {
    params: { query: { period: '90d' } },
    headers: authorization,
  });
  await api.GET('/api/admin/payments', {
    params: { query: { period: '1y' } },
    headers: authorization,
  });
  await api.GET('/api/admin/churches', { headers: authorization });
  await api.GET('/api/admin/church-payments', { headers: authorization });
}

type ChurchCreate = operations['churches.create']['requestBody']['content']['application/json'];

const church: ChurchCreate = {
  name: 'Grace Fellowship',
  description: 'A church for the whole neighbourhood.',
  denomination: 'Non-Denominational',
  address: '1 Main St',
  city: 'Indianapolis',
  state: 'IN',
  zipCode: '46201',
  phone: '317-555-0100',
  email: 'office@grace.example',
};

/** What the document refuses: each line below must stay a type error. */
export async function refusedCalls(api: ApiClient) {
  await api.GET('/api/events', {
    params: {
      query: {
        // @ts-expect-error a misspelled filter (the parameter is zipCode)
        zipcode: '46201',
      },
    },
  });
  await api.GET('/api/events', {
    params: {
      query: {
        // @ts-expect-error when is upcoming or past
        when: 'future',
      },
    },
  });
  // The same church is taken with a denomination of the list…
  await api.POST('/api/churches', { body: church });
  // …and refused with one the server refuses (the list spells it Non-Denominational).
  await api.POST('/api/churches', {
    body: {
      ...church,
      // @ts-expect-error not a denomination of the list
      denomination: 'Non-denominational',
    },
  });
}
