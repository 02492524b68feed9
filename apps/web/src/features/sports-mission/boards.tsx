import { availabilityLabel, SUPPORT_TYPES } from '@huddle/domain';
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { BoardList, type BoardPage, type BoardTexts } from './board-list';
import type { PostKind } from './create-support-post';
import { OWN_FIELDS } from './own-fields';
import type { FILTER_AVAILABILITY, SportsMissionSearch } from './sports-mission-search';
import {
  AvailabilityBadge,
  SupportCard,
  type SupportCardProps,
  type SupportOffer,
  type SupportRequest,
  UrgencyBadge,
} from './support-card';
import { SupportFilters } from './support-filters';
import { contactChurchHref, offerHelpHref } from './support-mail-links';

/** The filters both boards keep in the address; each board reads the support type and its own. */
export type BoardSearch = Omit<SportsMissionSearch, 'tab'>;

type OwnKey = 'availability' | 'urgency';

/** The value if it is one of `values`, else undefined: a select's text, typed. */
function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** What sets one board apart from the other: its endpoint, own field, words and card. */
type BoardSpec<K extends OwnKey, T extends SupportOffer | SupportRequest> = {
  field: {
    label: string;
    name: K;
    options: { value: NonNullable<BoardSearch[K]>; label: string }[];
    allLabel: string;
  };
  texts: BoardTexts;
  /** The board's list, asked with only its own filters. */
  useList: (search: BoardSearch) => UseInfiniteQueryResult<InfiniteData<BoardPage<T>>, unknown>;
  /** What the card of a post on this board says besides the post itself. */
  card: (
    post: T,
    from: string | undefined,
  ) => Pick<SupportCardProps, 'status' | 'mailHref' | 'mailLabel'>;
};

const pageOptions = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

const OFFERS: BoardSpec<'availability', SupportOffer> = {
  field: {
    ...OWN_FIELDS.offers,
    // 'Anytime' is the filter's all: such an offer matches weekdays and weekends (the API agrees).
    options: OWN_FIELDS.offers.options.filter(
      (option): option is { value: (typeof FILTER_AVAILABILITY)[number]; label: string } =>
        option.value !== 'anytime',
    ),
    allLabel: availabilityLabel('anytime'),
  },
  texts: {
    noun: 'support offer',
    empty: 'No church is offering support right now. Be the first to offer some.',
    emptyFiltered: 'No offer matches these filters. Try another type or time.',
  },
  useList: ({ supportType, availability }) =>
    useInfiniteQuery(
      trpc.support.offers.list.infiniteQueryOptions({ supportType, availability }, pageOptions),
    ),
  card: (offer, from) => ({
    status: <AvailabilityBadge offer={offer} />,
    mailHref: contactChurchHref(offer, from),
    mailLabel: 'Contact Church',
  }),
};

const REQUESTS: BoardSpec<'urgency', SupportRequest> = {
  field: { ...OWN_FIELDS.requests, allLabel: 'Any urgency' },
  texts: {
    noun: 'support request',
    empty: 'No church is asking for support right now.',
    emptyFiltered: 'No request matches these filters. Try another type or urgency.',
  },
  useList: ({ supportType, urgency }) =>
    useInfiniteQuery(
      trpc.support.requests.list.infiniteQueryOptions({ supportType, urgency }, pageOptions),
    ),
  card: (request, from) => ({
    status: <UrgencyBadge request={request} />,
    mailHref: offerHelpHref(request, from),
    mailLabel: 'Offer Help',
  }),
};

type BoardProps = {
  search: BoardSearch;
  /** What changed; the page keeps the rest. */
  onFilter: (change: BoardSearch) => void;
  /** The signer of the mail drafts: the viewer's church. */
  from: string | undefined;
  onClosePost: (id: number, title: string) => void;
};

function Board<K extends OwnKey, T extends SupportOffer | SupportRequest>({
  spec,
  search,
  onFilter,
  from,
  onClosePost,
}: BoardProps & { spec: BoardSpec<K, T> }) {
  const { field, texts } = spec;
  const query = spec.useList(search);
  const own = search[field.name];
  const ownChange = (value: BoardSearch[K]): BoardSearch => ({ [field.name]: value });
  return (
    <>
      <SupportFilters
        label={`Filter ${texts.noun}s`}
        supportType={search.supportType}
        own={{ ...field, value: own }}
        onChange={(change) =>
          onFilter(
            'own' in change
              ? ownChange(
                  oneOf(
                    field.options.map((option) => option.value),
                    change.own,
                  ),
                )
              : { supportType: oneOf(SUPPORT_TYPES, change.supportType) },
          )
        }
      />
      <BoardList
        query={query}
        texts={texts}
        filtered={Boolean(search.supportType || own)}
        onClearFilters={() => onFilter({ supportType: undefined, ...ownChange(undefined) })}
        renderCard={(post) => (
          <SupportCard
            post={post}
            {...spec.card(post, from)}
            onClose={post.ownPost ? () => onClosePost(post.id, post.title) : undefined}
          />
        )}
      />
    </>
  );
}

/** A Sports Mission tab (spec §2): filters, count line, cards. */
export function SupportBoard({ kind, ...props }: BoardProps & { kind: PostKind }) {
  return kind === 'offers' ? (
    <Board spec={OFFERS} {...props} />
  ) : (
    <Board spec={REQUESTS} {...props} />
  );
}
