import {
  SUPPORT_AVAILABILITY,
  SUPPORT_TYPES,
  SUPPORT_URGENCY,
  type SupportAvailability,
  type SupportType,
  type SupportUrgency,
} from '@huddle/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { BoardList } from './board-list';
import { OWN_FIELDS } from './own-fields';
import { OfferCard, RequestCard } from './support-card';
import { SupportFilters } from './support-filters';

export type OfferFilter = {
  supportType?: SupportType | undefined;
  availability?: SupportAvailability | undefined;
};
export type RequestFilter = {
  supportType?: SupportType | undefined;
  urgency?: SupportUrgency | undefined;
};

/** The value if it is one of `values`, else undefined: a select's text, typed. */
function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}

type BoardProps<F> = {
  filter: F;
  /** What changed; the page keeps the rest. */
  onFilter: (change: F) => void;
  /** The signer of the mail drafts: the viewer's church. */
  from: string | undefined;
  onClosePost: (id: number, title: string) => void;
};

const pageOptions = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

/** The Support Offers tab (spec §2): filters, count line, cards. */
export function OffersBoard({ filter, onFilter, from, onClosePost }: BoardProps<OfferFilter>) {
  const query = useInfiniteQuery(
    trpc.support.offers.list.infiniteQueryOptions(filter, pageOptions),
  );
  return (
    <>
      <SupportFilters
        label="Filter support offers"
        supportType={filter.supportType}
        own={{ ...OWN_FIELDS.offers, allLabel: 'Any time', value: filter.availability }}
        onChange={(change) =>
          onFilter(
            'own' in change
              ? { availability: oneOf(SUPPORT_AVAILABILITY, change.own) }
              : { supportType: oneOf(SUPPORT_TYPES, change.supportType) },
          )
        }
      />
      <BoardList
        query={query}
        texts={{
          loading: 'Loading support offers…',
          failed: 'Failed to load support offers',
          noun: 'support offer',
          empty: 'No church is offering support right now. Be the first to offer some.',
          emptyFiltered: 'No offer matches these filters. Try another type or time.',
        }}
        filtered={Boolean(filter.supportType || filter.availability)}
        onClearFilters={() => onFilter({ supportType: undefined, availability: undefined })}
        renderCard={(offer) => (
          <OfferCard offer={offer} from={from} onClose={() => onClosePost(offer.id, offer.title)} />
        )}
      />
    </>
  );
}

/** The Support Requests tab (spec §2): filters, count line, cards. */
export function RequestsBoard({ filter, onFilter, from, onClosePost }: BoardProps<RequestFilter>) {
  const query = useInfiniteQuery(
    trpc.support.requests.list.infiniteQueryOptions(filter, pageOptions),
  );
  return (
    <>
      <SupportFilters
        label="Filter support requests"
        supportType={filter.supportType}
        own={{ ...OWN_FIELDS.requests, allLabel: 'Any urgency', value: filter.urgency }}
        onChange={(change) =>
          onFilter(
            'own' in change
              ? { urgency: oneOf(SUPPORT_URGENCY, change.own) }
              : { supportType: oneOf(SUPPORT_TYPES, change.supportType) },
          )
        }
      />
      <BoardList
        query={query}
        texts={{
          loading: 'Loading support requests…',
          failed: 'Failed to load support requests',
          noun: 'support request',
          empty: 'No church is asking for support right now.',
          emptyFiltered: 'No request matches these filters. Try another type or urgency.',
        }}
        filtered={Boolean(filter.supportType || filter.urgency)}
        onClearFilters={() => onFilter({ supportType: undefined, urgency: undefined })}
        renderCard={(request) => (
          <RequestCard
            request={request}
            from={from}
            onClose={() => onClosePost(request.id, request.title)}
          />
        )}
      />
    </>
  );
}
